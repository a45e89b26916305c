import { describe, expect, it } from 'vitest';
import { detectToolIntent, type ToolIntent } from './tool-intent';

const TOOL_PHRASINGS: ReadonlyArray<readonly [string, ToolIntent]> = [
  // check_eligibility
  [
    'Am I eligible for an investor visa? I am from Mexico.',
    { tool: 'check_eligibility', payload: { category: 'Investor (EB-5)', country: 'Mexico' } },
  ],
  ['check my eligibility for EB-5', { tool: 'check_eligibility', payload: { category: 'Investor (EB-5)' } }],
  [
    'Do I qualify for an E-2 visa? I am a Japanese citizen.',
    { tool: 'check_eligibility', payload: { category: 'Treaty Investor (E-2)', country: 'Japan' } },
  ],
  [
    'Can I apply for an H-1B? I was born in Nigeria.',
    { tool: 'check_eligibility', payload: { category: 'Employment-Based', country: 'Nigeria' } },
  ],
  ['can i get a green card through my wife', { tool: 'check_eligibility', payload: { category: 'Family-Based' } }],
  [
    "I'm an Indian citizen, would I be eligible for a student visa?",
    { tool: 'check_eligibility', payload: { category: 'Student (F-1)', country: 'India' } },
  ],
  [
    'Am I eligible for the green card lottery? I am from Bangladesh',
    { tool: 'check_eligibility', payload: { category: 'Diversity Lottery', country: 'Bangladesh' } },
  ],
  [
    'Can I sponsor my fiancée from the Philippines?',
    { tool: 'check_eligibility', payload: { category: 'K-Visa', country: 'Philippines' } },
  ],
  ['Do I qualify for a K-1 visa?', { tool: 'check_eligibility', payload: { category: 'K-Visa' } }],
  [
    'Can my mother get a green card? I am a US citizen and she is Vietnamese.',
    { tool: 'check_eligibility', payload: { category: 'Family-Based', country: 'Vietnam' } },
  ],
  [
    'I fled Syria because of persecution, can I apply for asylum?',
    { tool: 'check_eligibility', payload: { category: 'Asylum/Refugee', country: 'Syria' } },
  ],
  [
    "I'm a nurse from Kenya, do I qualify for a green card?",
    { tool: 'check_eligibility', payload: { category: 'Medical Professionals (EB-2 NIW)', country: 'Kenya' } },
  ],
  ['Would I be eligible for an EB-2 NIW?', { tool: 'check_eligibility', payload: { category: 'Medical Professionals (EB-2 NIW)' } }],
  [
    'Am I eligible for an O-1 as an artist with extraordinary ability?',
    { tool: 'check_eligibility', payload: { category: 'Highly Skilled (EB-1/O-1)' } },
  ],
  [
    'Can I get a tourist visa to visit my sister? I am Brazilian.',
    { tool: 'check_eligibility', payload: { category: 'Tourist (B-1/B-2)', country: 'Brazil' } },
  ],
  [
    'I want to find out whether I qualify for a J-1 exchange program',
    { tool: 'check_eligibility', payload: { category: 'Exchange Visitor (J-1)' } },
  ],
  ['Is my son eligible for SIJ status?', { tool: 'check_eligibility', payload: { category: 'Special Immigrant Juvenile (SIJ)' } }],
  [
    'I have a job offer in Texas. Am I eligible for a work visa? Citizen of Colombia.',
    { tool: 'check_eligibility', payload: { category: 'Employment-Based', country: 'Colombia' } },
  ],
  ['What are my chances of getting an H-1B?', { tool: 'check_eligibility', payload: { category: 'Employment-Based' } }],
  ['Please run an eligibility check for me', { tool: 'check_eligibility', payload: {} }],
  ['Am I eligible for a religious worker visa?', { tool: 'check_eligibility', payload: { category: 'Special Categories' } }],
  [
    "is my husband eligible for a green card? he's Cuban",
    { tool: 'check_eligibility', payload: { category: 'Family-Based', country: 'Cuba' } },
  ],
  ['Can I bring my parents to the US?', { tool: 'check_eligibility', payload: { category: 'Family-Based' } }],
  ['Can I apply for citizenship after 3 years of marriage?', { tool: 'check_eligibility', payload: {} }],
  [
    "Check my eligibility please, I'm a Filipino nurse",
    { tool: 'check_eligibility', payload: { category: 'Medical Professionals (EB-2 NIW)', country: 'Philippines' } },
  ],
  [
    'We are from Ukraine, do we qualify for TPS?',
    { tool: 'check_eligibility', payload: { category: 'Special Categories', country: 'Ukraine' } },
  ],
  ['How do I know if I qualify for asylum?', { tool: 'check_eligibility', payload: { category: 'Asylum/Refugee' } }],
  ['Am I eligible for a green card as a Mexican citizen living in Canada?', { tool: 'check_eligibility', payload: { country: 'Mexico' } }],
  // review_documents
  ['Can you check my documents?', { tool: 'review_documents', payload: {} }],
  ['review my passport and I-130', { tool: 'review_documents', payload: { category: 'family' } }],
  ['Are my papers complete for a student visa?', { tool: 'review_documents', payload: { category: 'student' } }],
  ['Please look over my I-129F and photos', { tool: 'review_documents', payload: { category: 'kvisa' } }],
  [
    'Could you verify my asylum paperwork? I am from Afghanistan.',
    { tool: 'review_documents', payload: { category: 'refugee', country: 'Afghanistan' } },
  ],
  ['Am I missing any documents for my H-1B?', { tool: 'review_documents', payload: { category: 'employment' } }],
  ['Go through my DV lottery papers please', { tool: 'review_documents', payload: { category: 'diversity' } }],
  ['I need a document review for my I-360', { tool: 'review_documents', payload: { category: 'special' } }],
  ['Is my passport valid for the interview?', { tool: 'review_documents', payload: {} }],
  // create_case
  ['open a case', { tool: 'create_case', payload: {} }],
  ['Start a new case for my application', { tool: 'create_case', payload: {} }],
  ['Create a case file for my marriage green card', { tool: 'create_case', payload: { category: 'Family-Based' } }],
  ['Can you open a case for my EB-5 petition?', { tool: 'create_case', payload: { category: 'Investor (EB-5)' } }],
  ['I would like a new case for my student visa', { tool: 'create_case', payload: { category: 'Student (F-1)' } }],
  ["Let's set up a case for the K-1", { tool: 'create_case', payload: { category: 'K-Visa' } }],
];

const NOT_TOOLS: readonly string[] = [
  'hi',
  'thanks!',
  'Hello there, good morning',
  'what is an RFE?',
  'how long does a green card take?',
  'who are you?',
  'What does eligible mean for DACA?',
  'Who is eligible for the diversity lottery?',
  'What documents do I need for a K-1 visa?',
  'How do I open a case?',
  'What is the status of my case?',
  'Explain the difference between an F-1 and a J-1 visa',
  'How much does an I-130 cost?',
  "I don't want to open a case yet",
  'What is the eligibility criteria for EB-5?',
  'Tell me about the H-1B lottery',
  'Can you check the processing time for my I-485?',
  'I speak Spanish',
  'What is a green card?',
  'Does an H-1B holder need to file taxes?',
  'Can I travel while my adjustment of status is pending?',
  'Can I work while my green card application is pending?',
  'Can I get a copy of my I-130?',
  'Is the H-1B lottery random?',
  'In case I get denied, what are my options?',
  'I got an RFE, what should I do?',
  'My I-130 was approved, what next?',
];

describe('detectToolIntent', () => {
  it.each(TOOL_PHRASINGS)('%s', (message, expected) => {
    expect(detectToolIntent(message)).toEqual(expected);
  });

  it.each(NOT_TOOLS)('does not call a tool for %j', (message) => {
    expect(detectToolIntent(message)).toBeNull();
  });

  it('fills missing slots from earlier user messages, most recent first', () => {
    const earlier = ['I am thinking about an E-2 visa', 'I am from Germany'];
    expect(detectToolIntent('Am I eligible?', { earlierUserTexts: earlier })).toEqual({
      tool: 'check_eligibility',
      payload: { category: 'Treaty Investor (E-2)', country: 'Germany' },
    });
  });

  it('does not borrow an old category when the new message names a benefit without one', () => {
    const earlier = ['What is an F-1 visa?'];
    expect(detectToolIntent('Am I eligible for a green card?', { earlierUserTexts: earlier })).toEqual({
      tool: 'check_eligibility',
      payload: {},
    });
  });

  it('treats files sent without a question as documents to review', () => {
    expect(detectToolIntent('', { hasDocuments: true })).toEqual({ tool: 'review_documents', payload: {} });
    expect(detectToolIntent('Here is my I-20', { hasDocuments: true })).toEqual({
      tool: 'review_documents',
      payload: { category: 'student' },
    });
    expect(detectToolIntent('What is an I-20?', { hasDocuments: true })).toBeNull();
  });

  it('picks the request that comes first when a message holds two', () => {
    expect(detectToolIntent('Open a case and then check my eligibility for EB-5')?.tool).toBe('create_case');
  });
});

describe('facts the user states in a request for the eligibility check', () => {
  it('carries an entry without inspection into the prefill, with the message as the details', () => {
    const message = 'I crossed without a visa, my husband is a citizen, can I get a green card?';
    expect(detectToolIntent(message)).toEqual({
      tool: 'check_eligibility',
      payload: { category: 'Family-Based', immigrationHistory: { entry: { manner: 'without-inspection' } }, details: message },
    });
  });

  it('carries a removal, and nothing for a denial', () => {
    expect(detectToolIntent('I was deported in 2015. Am I eligible for a green card through my wife?')?.payload).toMatchObject({
      immigrationHistory: { deportations: { removed: true } },
    });
    expect(detectToolIntent('I was never deported. Am I eligible for a green card?')?.payload).not.toHaveProperty('immigrationHistory');
  });
});

describe('requests in Spanish, French and German', () => {
  it.each([
    ['¿Califico para una visa de inversionista? Soy de México.', 'check_eligibility', { category: 'Investor (EB-5)', country: 'Mexico' }],
    ['¿Puedo obtener la green card por matrimonio?', 'check_eligibility', { category: 'Family-Based' }],
    ['Revisa mis documentos para la visa de estudiante', 'review_documents', { category: 'student' }],
    ['Abre un caso nuevo para mi green card', 'create_case', {}],
    ['Suis-je éligible à la carte verte ?', 'check_eligibility', {}],
    ['Vérifiez mes documents', 'review_documents', {}],
    ['Ouvrez un nouveau dossier', 'create_case', {}],
    ['Bin ich berechtigt für eine Green Card?', 'check_eligibility', {}],
    ['Prüfen Sie meine Unterlagen', 'review_documents', {}],
    ['Legen Sie einen neuen Fall an', 'create_case', {}],
  ] as const)('%j asks for %s', (message, tool, payload) => {
    expect(detectToolIntent(message)).toEqual({ tool, payload });
  });

  it.each([
    '¿Cómo puedo obtener la green card?',
    '¿Puedo trabajar mientras mi I-485 está pendiente?',
    'No quiero abrir un caso',
    'Comment puis-je obtenir la carte verte ?',
    'Wie kann ich eine Green Card bekommen?',
  ])('%j is a question, not a request', (message) => {
    expect(detectToolIntent(message)).toBeNull();
  });
});
