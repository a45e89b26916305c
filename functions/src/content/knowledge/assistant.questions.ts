// The assistant's own test questions, beside each card group's (cards/*.questions.ts): questions with several parts,
// each part's card in order (null where no card answers it and "not sure" is right); messages that tell the asker's
// own facts and belong to the Eligibility Check; and immigration questions no card answers, where "not sure" is right.
// Read by the retrieval test and the retrieval bench (functions/src/ai/offline/testing/question-score.ts).

import type { TestQuestion } from '../types';

export const MULTI_PART_QUESTIONS: readonly TestQuestion[] = [
  { ask: 'Can I work and travel while my I-485 is pending?', cards: ['work-while-green-card-pending', 'travel-while-aos-pending'] },
  {
    ask: '¿Puedo trabajar y viajar mientras mi I-485 está pendiente?',
    cards: ['work-while-green-card-pending', 'travel-while-aos-pending'],
  },
  {
    ask: 'Puis-je travailler et voyager pendant que mon I-485 est en cours ?',
    cards: ['work-while-green-card-pending', 'travel-while-aos-pending'],
  },
  { ask: 'Darf ich arbeiten und reisen, während mein I-485 läuft?', cards: ['work-while-green-card-pending', 'travel-while-aos-pending'] },
  {
    ask: 'I married a US citizen: which forms, how much and how long?',
    cards: ['married-us-citizen-forms', null, 'marriage-green-card-timeline'],
  },
  { ask: 'What is an RFE? How long do I have to answer it?', cards: ['what-is-an-rfe', 'what-is-an-rfe'] },
  { ask: 'How much is the N-400 and when can I file it early?', cards: ['n400-fee', 'n400-early-filing'] },
  { ask: '¿Cuánto cuesta la N-400? ¿Qué preguntas hay en el examen de civismo?', cards: ['n400-fee', 'naturalization-civics-test'] },
  { ask: 'What is a priority date? How do I read the visa bulletin?', cards: ['what-is-priority-date', 'visa-bulletin-how-to-read'] },
  { ask: 'Comment renouveler ma green card ? Et si je l’ai perdue ?', cards: ['green-card-renewal-i90', 'green-card-lost-stolen'] },
  { ask: 'Was ist OPT? Was ist STEM OPT?', cards: ['opt-basics', 'stem-opt'] },
  {
    ask: 'How do I check my case status, and how do I change my address with USCIS?',
    cards: ['check-uscis-case-status', 'change-address-uscis'],
  },
];

export const SITUATION_QUESTIONS: readonly TestQuestion[] = [
  { ask: 'I crossed the border without a visa in 2015, my husband is a U.S. citizen', tool: 'check_eligibility' },
  { ask: 'Crucé la frontera sin visa en 2015 y mi esposo es ciudadano americano, ¿puedo arreglar mis papeles?', tool: 'check_eligibility' },
  {
    ask: 'Je suis entré sans visa en 2016, ma femme est citoyenne américaine. Est-ce que je peux avoir la carte verte ?',
    tool: 'check_eligibility',
  },
  { ask: 'Ich bin 2014 ohne Visum eingereist, meine Frau ist US-Bürgerin. Kann ich eine Green Card bekommen?', tool: 'check_eligibility' },
  { ask: 'I was deported in 2012 and my daughter is a citizen now, can I come back?', tool: 'check_eligibility' },
  { ask: 'I was convicted of a DUI last year, can I still get my green card through my wife?', tool: 'check_eligibility' },
];

export const NO_CARD_QUESTIONS: readonly TestQuestion[] = [
  { ask: 'How do I get a Canadian work permit?', card: null },
  { ask: 'Can I bring my dog on the plane when I immigrate?', card: null },
  { ask: 'What is the fee for an Irish passport?', card: null },
  { ask: '¿Cómo saco la licencia de conducir en Texas?', card: null },
  { ask: 'Wie beantrage ich ein Schengen-Visum für Frankreich?', card: null },
];
