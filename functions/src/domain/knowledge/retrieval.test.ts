// The seeded knowledge base answers what applicants actually ask: the questions of the issue that found nothing or the
// wrong thing, each card group's own test questions (typos, form numbers without dashes, Spanish, French and German),
// and it stays silent, rather than stretch, for chit-chat and questions it has no card for.
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from './answer';
import { detectLanguages } from './language';
import type { KnowledgeBase } from './knowledge-base';
import { seedKnowledgeBase, seedQuestions } from './testing/seed-knowledge';

let kb: KnowledgeBase;
let groupQuestions: Array<{ ask: string; card: string }> = [];

beforeAll(async () => {
  kb = await seedKnowledgeBase();
  groupQuestions = await seedQuestions();
});

/** The everyday questions the offline assistant used to get wrong (each a regression test), and the welcome panel's own. */
const EVERYDAY: ReadonlyArray<readonly [string, string]> = [
  ['I married a US citizen, which forms?', 'married-us-citizen-forms'],
  ['What is the N-400 fee?', 'n400-fee'],
  ['My H-1B was denied, what now?', 'h1b-denied-what-now'],
  ['My OPT ends, my cap petition is pending', 'opt-cap-gap'],
  ['How long must I hold a green card before citizenship?', 'naturalization-when-eligible'],
  ['How long does a marriage-based green card take?', 'marriage-green-card-timeline'],
  ['Can I work while my green card application is pending?', 'work-while-green-card-pending'],
  ['What is the difference between a visa and a status?', 'visa-vs-status'],
  ['How do I check my USCIS case status?', 'check-uscis-case-status'],
  ['What happens if I overstay my visa?', 'overstay-consequences'],
  ['Can I travel while my adjustment of status is pending?', 'travel-while-aos-pending'],
  ['How do I apply for U.S. citizenship?', 'apply-for-citizenship'],
  ['What is a priority date?', 'what-is-priority-date'],
  ['Do I need a lawyer for my immigration case?', 'do-i-need-a-lawyer'],
  ['What is an RFE and how should I respond?', 'what-is-an-rfe'],
  ['How do I change my address with USCIS?', 'change-address-uscis'],
  ['What documents do I need for a family-based green card?', 'family-green-card-documents'],
  ['i130 fee', 'i130-fee-and-filing'],
  ['how much is the n400', 'n400-fee'],
  ['naturalisation fee', 'n400-fee'],
  ['how do i renew my gren card', 'green-card-renewal-i90'],
  ['¿Cuánto cuesta la N-400?', 'n400-fee'],
  ['Me casé con un ciudadano estadounidense, ¿qué formularios necesito?', 'married-us-citizen-forms'],
  ['Combien coûte la demande de naturalisation N-400 ?', 'n400-fee'],
  ['Wie lange muss ich eine Green Card haben, bevor ich die Staatsbürgerschaft beantragen kann?', 'naturalization-when-eligible'],
];

const NOT_IMMIGRATION: readonly string[] = [
  'hi',
  'thanks so much!',
  'how are you today?',
  'ok cool',
  'good morning',
  'what time is it',
  'What is the capital of France?',
  "What's the weather tomorrow?",
  'Write me a poem about cats',
  'Who won the football game yesterday?',
  'tell me a joke',
  'What is the best pizza in New York?',
  'Quel temps fera-t-il demain ?',
  '¿Quién ganó el partido de fútbol?',
  'Wie spät ist es?',
  'asdf qwerty zxcv',
];

/** Share of all test questions that must get their card first; the misses are printed when it fails. */
const MIN_ACCURACY = 0.85;

describe('the seeded knowledge base', () => {
  it.each(EVERYDAY)('answers %j with the card %s, whole', (question, cardId) => {
    const reply = answerQuestion(kb, question);
    expect(reply.cardIds, reply.text.slice(0, 200)).toEqual([cardId]);
    expect(reply.found).toBe(true);
    const card = kb.card(cardId, reply.language);
    expect(reply.text).toContain(card?.answer.trim());
  });

  it('maps at least 60 test questions to the right card, 15 of them in Spanish, French or German', () => {
    const all = [...EVERYDAY.map(([ask, card]) => ({ ask, card })), ...groupQuestions];
    const results = all.map(({ ask, card }) => {
      const reply = answerQuestion(kb, ask);
      return {
        ask,
        card,
        got: reply.found ? (reply.cardIds[0] ?? '(help)') : '(none)',
        foreign: (detectLanguages(ask)[0] ?? 'en') !== 'en',
      };
    });
    const right = results.filter(({ card, got }) => card === got);
    const misses = results.filter(({ card, got }) => card !== got);
    expect(right.length).toBeGreaterThanOrEqual(60);
    expect(right.filter(({ foreign }) => foreign).length).toBeGreaterThanOrEqual(15);
    expect(right.length / results.length, JSON.stringify(misses, null, 1)).toBeGreaterThanOrEqual(MIN_ACCURACY);
    // Misspellings and form numbers without their dash are among the questions that must work.
    for (const ask of ['naturalisation fee', 'how do i renew my gren card', 'i130 fee', 'how much is the n400']) {
      expect(right.map((r) => r.ask)).toContain(ask);
    }
  });

  it.each(NOT_IMMIGRATION)('answers no card for %j', (question) => {
    const reply = answerQuestion(kb, question);
    expect(reply.found).toBe(false);
  });

  it('replies in the question’s language, from the translation', () => {
    expect(answerQuestion(kb, '¿Cuánto cuesta la N-400?').text).toMatch(/\*\*Fuente:\*\*/);
    expect(answerQuestion(kb, 'Combien coûte la demande de naturalisation N-400 ?').text).toMatch(/\*\*Source :?\*\*|\*\*Source:\*\*/);
    expect(answerQuestion(kb, 'Wie lange muss ich eine Green Card haben, bevor ich die Staatsbürgerschaft beantragen kann?').language).toBe(
      'de',
    );
  });
});
