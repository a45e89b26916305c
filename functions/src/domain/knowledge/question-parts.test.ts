import { describe, expect, it } from 'vitest';
import { splitQuestion } from './question-parts';

const questions = (message: string) => splitQuestion(message).map((part) => part.question);

describe('splitQuestion', () => {
  it.each([
    [
      'Can I work and travel while my I-485 is pending?',
      ['Can I work while my I-485 is pending?', 'Can I travel while my I-485 is pending?'],
    ],
    [
      '¿Puedo trabajar y viajar mientras mi I-485 está pendiente?',
      ['¿Puedo trabajar mientras mi I-485 está pendiente?', '¿Puedo viajar mientras mi I-485 está pendiente?'],
    ],
    [
      'Puis-je travailler et voyager pendant que mon I-485 est en cours ?',
      ['Puis-je travailler pendant que mon I-485 est en cours ?', 'Puis-je voyager pendant que mon I-485 est en cours ?'],
    ],
    [
      'Darf ich während mein I-485 läuft arbeiten und reisen?',
      ['Darf ich während mein I-485 läuft arbeiten?', 'Darf ich während mein I-485 läuft reisen?'],
    ],
    [
      'Which forms, how much and how long for a marriage green card?',
      ['Which forms for a marriage green card?', 'How much for a marriage green card?', 'How long for a marriage green card?'],
    ],
    ['What is an RFE? How long do I have to answer it?', ['What is an RFE?', 'How long do I have to answer it (RFE)?']],
    ['¿Cuánto cuesta la N-400 y cuánto tarda?', ['¿Cuánto cuesta la N-400?', '¿Cuánto tarda (N-400)?']],
  ])('splits %j', (message, parts) => {
    expect(questions(message)).toEqual(parts);
  });

  it.each([
    'What is the difference between a visa and a status?',
    'I married a US citizen, which forms?',
    'My OPT ends, my cap petition is pending',
    'Can my wife and kids come with me?',
    'How long must I hold a green card before citizenship?',
  ])('keeps %j whole', (message) => {
    expect(questions(message)).toEqual([message]);
  });

  it('keeps the context sentences with every part, and answers at most three parts', () => {
    const parts = splitQuestion('I am on F-1. Can I work off campus? What is CPT? What is OPT? What is STEM OPT?');
    expect(parts).toHaveLength(3);
    expect(parts[0]).toEqual({ question: 'Can I work off campus?', text: 'I am on F-1. Can I work off campus?' });
    expect(parts[1]?.text).toBe('I am on F-1. What is CPT?');
  });
});
