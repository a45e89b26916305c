// The fit check on questions and cards that share words but not meaning: each pair must be told apart.
import { describe, expect, it } from 'vitest';
import { cardFitKeys, fitKeys, judgeFit } from './answer-fit';

const card = (question: string, phrasings: string[], keywords: string[], answer = '') =>
  cardFitKeys({ questions: [question], phrasings, keywords, answers: [answer] });

const CAP_GAP = card(
  'My OPT is ending but my H-1B cap petition is pending. What is the cap-gap extension?',
  ['cap gap OPT H-1B until April 1'],
  ['cap-gap', 'H-1B', 'OPT'],
);
const H1B_LOTTERY = card('How does the H-1B lottery work?', ['what is the H-1B cap'], ['H-1B', 'cap', 'lottery']);
const I130_FEE = card('How much does it cost to file Form I-130?', ['i130 fee'], ['I-130', 'I-485', 'fee']);
const I485_FEE = card('How much does Form I-485 cost?', ['i485 filing fee'], ['I-485', 'fee']);
const ABANDONMENT = card(
  'Can long trips abroad cost me my green card?',
  ['how long can I stay outside the US'],
  ['abandonment', 'reentry permit'],
);
const VALIDITY = card('How long is a green card valid?', ['when does my green card expire'], ['10 years', 'I-90']);
const DIVERSITY = card('How does the diversity visa lottery work, and how many visas are there?', ['DV lottery'], ['diversity visa']);
const I601A = card('What is the I-601A provisional waiver?', ['waiver for unlawful presence'], ['I-601A', 'visa']);
const A_NUMBER = card('What is an A-number?', ['alien registration number'], ['A-number']);
const CASE_STATUS = card('How do I check my USCIS case status?', ['receipt number status'], ['receipt number', 'case status']);

describe('judgeFit', () => {
  it.each([
    ['What is the H-1B cap?', H1B_LOTTERY, CAP_GAP],
    ['How much does Form I-485 cost?', I485_FEE, I130_FEE],
    ['How many diversity visas are there each year?', DIVERSITY, I601A],
    ['What is an A-number?', A_NUMBER, CASE_STATUS],
    ['¿Qué es el número A?', A_NUMBER, CASE_STATUS],
    ['¿Cuánto cuesta el I-485?', I485_FEE, I130_FEE],
  ])('%j fits its card, not the one sharing its words', (question, right, wrong) => {
    const asked = fitKeys(question);
    expect(judgeFit(asked, right)).toEqual({ fits: true });
    expect(judgeFit(asked, wrong).fits).toBe(false);
  });

  it('asks the card to answer what is asked: how much, how long, how many', () => {
    expect(judgeFit(fitKeys('How long does the I-601A take?'), I601A)).toMatchObject({ fits: false, reason: 'ask', term: 'duration' });
    expect(judgeFit(fitKeys('How many months does the I-601A take?'), I601A)).toMatchObject({ reason: 'ask', term: 'duration' });
    expect(judgeFit(fitKeys('Combien coûte le I-130 ?'), I130_FEE)).toEqual({ fits: true });
  });

  it('tells a green card from a visa by what the card names', () => {
    // Both mention "green card"; only what they are about (validity vs trips abroad) tells them apart, which ranking does.
    expect(judgeFit(fitKeys('How long is a green card valid?'), VALIDITY)).toEqual({ fits: true });
    expect(judgeFit(fitKeys('How long is a green card valid?'), ABANDONMENT)).toEqual({ fits: true });
    expect(judgeFit(fitKeys('What is the I-130 fee for a K-1 fiancé?'), I130_FEE)).toMatchObject({ fits: false, term: 'k1' });
  });

  it('lets a card whose answer names the asker’s own visa fit ("I am on OPT")', () => {
    const payment = card(
      'Who pays the H-1B $100,000 payment?',
      ['h1b proclamation payment'],
      ['H-1B'],
      'Change of status from F-1 OPT inside the U.S. is exempt.',
    );
    expect(judgeFit(fitKeys('does the h-1b payment apply if I am on OPT'), payment)).toEqual({ fits: true });
  });

  it('refuses another country’s immigration', () => {
    expect(judgeFit(fitKeys('How do I get a Canadian work permit?'), card('How do I get a work permit (EAD)?', [], ['EAD'])).fits).toBe(
      false,
    );
  });
});
