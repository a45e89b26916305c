import { describe, expect, it } from 'vitest';
import { detectSmallTalk, smallTalkLanguage, smallTalkReply } from './small-talk';

describe('detectSmallTalk', () => {
  it.each([
    ['hi', ['greeting']],
    ['Hello there!', ['greeting']],
    ['Good morning :)', ['greeting']],
    ['thanks a lot!', ['thanks']],
    ['Thank you, bye', ['thanks', 'goodbye']],
    ['Who are you?', ['identity']],
    ['are you a lawyer?', ['identity']],
    ['What can you do?', ['capabilities']],
    ['how are you?', ['wellbeing']],
    ['ok, got it', ['acknowledgement']],
    ['¡Muchas gracias!', ['thanks']],
    ['Hola, ¿quién eres?', ['identity', 'greeting']],
    ['Merci beaucoup, au revoir', ['thanks', 'goodbye']],
    ['Bonjour !', ['greeting']],
    ['Danke schön', ['thanks']],
    ['Hallo, wie geht es dir?', ['wellbeing', 'greeting']],
  ] as const)('%j is small talk', (message, kinds) => {
    expect(detectSmallTalk(message)).toEqual(kinds);
  });

  it.each([
    'thanks! what is an RFE?',
    'hi, how long does a green card take?',
    'What is a good lawyer?',
    'how are you processing my I-130?',
  ])('%j is more than small talk', (message) => {
    expect(detectSmallTalk(message)).toBeNull();
  });
});

describe('smallTalkReply', () => {
  it('answers the most specific kind and offers what it can do', () => {
    expect(smallTalkReply(['greeting', 'identity'])).toMatch(/^I'm the Immigration AI assistant/);
    expect(smallTalkReply(['greeting'])).toMatch(/Check your eligibility/);
    expect(smallTalkReply(['thanks'])).toMatch(/^You're welcome!/);
    expect(smallTalkReply(['thanks', 'goodbye'])).toMatch(/^You're welcome! Goodbye/);
  });
});

describe('small talk in the language it is written in', () => {
  it.each([
    ['¡Muchas gracias!', 'es', /^¡De nada!/],
    ['Merci beaucoup, au revoir', 'fr', /^Je vous en prie ! Au revoir/],
    ['Hallo', 'de', /^Hallo! Ich bin der Assistent von Immigration AI/],
  ] as const)('%j gets its reply in %s', (message, language, reply) => {
    expect(smallTalkLanguage(message)).toBe(language);
    expect(smallTalkReply(detectSmallTalk(message) ?? [], language)).toMatch(reply);
  });
});
