// The seeded knowledge base answers what applicants actually ask: the questions of the issue that found nothing or the
// wrong thing, each card group's own test questions (typos, form numbers without dashes, Spanish, French and German),
// and it stays silent, rather than stretch, for chit-chat and questions it has no card for.
import { beforeAll, describe, expect, it } from 'vitest';
import { scoreQuestions, tally, tallyLines } from '../../ai/offline/testing/question-score';
import { ASSISTANT_QUESTIONS, CARD_GROUP_QUESTIONS } from '../../content/knowledge/test-questions';
import { answerQuestion } from './answer';
import type { KnowledgeBase } from './knowledge-base';
import { seedKnowledgeBase } from './testing/seed-knowledge';

let kb: KnowledgeBase;

beforeAll(async () => {
  kb = await seedKnowledgeBase();
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

/** Share of all the authors' questions (and parts) the assistant must answer from their card. */
const MIN_RIGHT = 0.75;
/** Share it may answer from another card: a confident wrong answer is worse than "not sure". */
const MAX_WRONG_CARD = 0.03;

describe('the seeded knowledge base', () => {
  it.each(EVERYDAY)('answers %j with the card %s, whole', (question, cardId) => {
    const reply = answerQuestion(kb, question);
    expect(reply.cardIds, reply.text.slice(0, 200)).toEqual([cardId]);
    expect(reply.found).toBe(true);
    const card = kb.card(cardId, reply.language);
    expect(reply.text).toContain(card?.answer.trim());
  });

  it('answers none of the everyday questions from the wrong card, through the whole assistant', async () => {
    const results = await scoreQuestions(
      kb,
      EVERYDAY.map(([ask, card]) => ({ ask, card })),
    );
    expect(results.filter((r) => r.outcome === 'wrong-card')).toEqual([]);
  });

  it('answers at least 200 questions and parts, a third in Spanish, French or German, rarely from the wrong card', async () => {
    const results = await scoreQuestions(kb, [
      ...EVERYDAY.map(([ask, card]) => ({ ask, card })),
      ...CARD_GROUP_QUESTIONS,
      ...ASSISTANT_QUESTIONS,
    ]);
    // Printed on every run: right, wrong-card and "not sure" answers, per language.
    process.stdout.write(`${tallyLines(results).join('\n')}\n`);
    const { all } = tally(results);
    expect(results.length).toBeGreaterThanOrEqual(200);
    expect(results.filter((r) => r.language !== 'en').length).toBeGreaterThanOrEqual(results.length / 3);
    const wrong = results.filter((r) => r.outcome === 'wrong-card');
    expect(all['wrong-card'] / results.length, JSON.stringify(wrong, null, 1)).toBeLessThanOrEqual(MAX_WRONG_CARD);
    const missed = results.filter((r) => r.outcome !== 'right');
    expect(all.right / results.length, JSON.stringify(missed.slice(0, 40), null, 1)).toBeGreaterThanOrEqual(MIN_RIGHT);
    // Misspellings and form numbers without their dash are among the questions that must work.
    const right = results.filter((r) => r.outcome === 'right').map((r) => r.ask);
    for (const ask of ['naturalisation fee', 'how do i renew my gren card', 'i130 fee', 'how much is the n400'])
      expect(right).toContain(ask);
  });

  it('gets the questions it used to answer from another card right, or says it is not sure', async () => {
    const results = await scoreQuestions(kb, [
      { ask: 'How long is a green card valid?', card: 'green-card-validity' },
      { ask: 'What is the H-1B cap?', card: 'h1b-cap-lottery' },
      { ask: 'How many diversity visas are there each year?', card: 'diversity-visa-lottery' },
      { ask: 'What is an A-number?', card: 'what-is-an-a-number' },
      { ask: 'How much does Form I-485 cost?', card: 'i485-fee' },
    ]);
    for (const result of results) expect(['right', 'not-sure'], result.ask).toContain(result.outcome);
    expect(results.filter((r) => r.outcome === 'right').length).toBeGreaterThanOrEqual(4);
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
