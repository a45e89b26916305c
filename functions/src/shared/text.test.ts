import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cleanFileName, hasLoneSurrogate, hasVisibleCharacter, jsonHasBrokenText, multiLineText, singleLineText } from './text';
import { renderIssue } from '../domain/i18n/render';
import { issueText } from './i18n/message';

const name = singleLineText('labels:name', { max: 20 });
const notes = multiLineText('labels:notes', { max: 50 });
const optionalName = singleLineText('labels:name', { max: 20, required: false });

/** The first message of a failed parse, or the parsed value. */
function outcome(schema: z.ZodType, value: unknown): { ok: unknown } | { error: string | undefined } {
  const result = schema.safeParse(value);
  return result.success ? { ok: result.data } : { error: result.error.issues[0] && renderIssue('en', result.error.issues[0]) };
}

describe('normalising', () => {
  it('writes text in NFC and trims it', () => {
    const decomposed = 'Jose\u0301 Mun\u0303oz'; // é and ñ as a letter plus a combining mark
    expect(outcome(name, `  ${decomposed}\n`)).toEqual({ ok: 'José Muñoz' });
    expect(outcome(name, 'José Muñoz')).toEqual({ ok: 'José Muñoz' });
    expect(name.parse(decomposed).length).toBe(10);
  });

  it('counts the limit after normalising', () => {
    const decomposed = 'e\u0301'.repeat(20); // 40 code units, 20 once composed
    expect(outcome(name, decomposed)).toEqual({ ok: 'é'.repeat(20) });
    expect(outcome(name, 'é'.repeat(21))).toEqual({ error: 'Name must be 20 characters or fewer' });
  });

  it('writes every line break of multi-line text as \\n', () => {
    expect(outcome(notes, 'one\r\ntwo\rthree\u2028four\u2029five')).toEqual({ ok: 'one\ntwo\nthree\nfour\nfive' });
  });
});

describe('accepted text', () => {
  it.each([
    ['accents', 'Zoë Ångström-Çelik'],
    ['emoji', 'Party 🎉'],
    ['an emoji ZWJ sequence', '👩‍👩‍👧 family'],
    ['a flag and a skin tone', '🇺🇸 👍🏽'],
    ['Arabic (RTL)', 'محمد عبد الله'],
    ['Hebrew with a right-to-left mark', 'שלום\u200F עולם'],
    ['CJK', '王小明'],
    ['Devanagari with combining marks', 'नमस्ते'],
    ['Korean', '김민준'],
    ['punctuation and digits', "O'Brien-Smith (2nd)"],
  ])('takes %s', (_label, value) => {
    expect(outcome(name, value)).toEqual({ ok: value.normalize('NFC') });
    expect(outcome(notes, value)).toEqual({ ok: value.normalize('NFC') });
  });

  it('keeps newlines and tabs inside multi-line text', () => {
    expect(outcome(notes, 'Dear team,\n\n\tPlease help.\nThanks')).toEqual({ ok: 'Dear team,\n\n\tPlease help.\nThanks' });
  });

  it('keeps a zero-width joiner or a bidi mark inside visible text', () => {
    expect(outcome(name, 'a\u200Db')).toEqual({ ok: 'a\u200Db' });
    expect(outcome(name, '\u202Bאב\u202C')).toEqual({ ok: '\u202Bאב\u202C' });
  });
});

describe('refused text', () => {
  it.each([
    ['a lone high surrogate', 'x \ud800'],
    ['a lone low surrogate', '\udc00x'],
    ['a reversed pair', 'x\udc00\ud800'],
  ])('refuses %s, in either kind of text', (_label, value) => {
    expect(hasLoneSurrogate(value)).toBe(true);
    expect(outcome(name, value)).toEqual({ error: 'Name contains a broken character (a lone UTF-16 surrogate)' });
    expect(outcome(notes, value)).toEqual({ error: 'Notes contains a broken character (a lone UTF-16 surrogate)' });
  });

  it('does not take a well-formed surrogate pair for a lone one', () => {
    expect(hasLoneSurrogate('😀')).toBe(false);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['an escape', 'a\u001b[31mred'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a vertical tab', 'a\u000bb'],
    ['a form feed', 'a\u000cb'],
  ])('refuses %s, in either kind of text', (_label, value) => {
    expect(outcome(name, value)).toEqual({ error: 'Name cannot contain control characters' });
    expect(outcome(notes, value)).toEqual({ error: 'Notes cannot contain control characters' });
  });

  it('refuses NUL even at the edges, where trimming would not remove it', () => {
    expect(outcome(name, '\u0000Ann')).toEqual({ error: 'Name cannot contain control characters' });
  });

  it.each([
    ['a newline', 'Ann\nLee'],
    ['a carriage return', 'Ann\rLee'],
    ['CRLF', 'Ann\r\nLee'],
    ['a tab', 'Ann\tLee'],
    ['a line separator', 'Ann\u2028Lee'],
  ])('refuses %s inside single-line text', (_label, value) => {
    expect(outcome(name, value)).toEqual({ error: 'Name must be a single line, without tabs' });
  });

  it('trims line breaks and tabs around single-line text rather than refusing them', () => {
    expect(outcome(name, '\tAnn Lee\r\n')).toEqual({ ok: 'Ann Lee' });
  });

  it.each([
    ['spaces', '   '],
    ['a zero-width space', '\u200B'],
    ['zero-width joiners and non-joiners', '\u200D\u200C\u200D'],
    ['a byte order mark', '\uFEFF'],
    ['a word joiner and a soft hyphen', '\u2060\u00AD'],
    ['bidi marks', '\u200E\u200F\u202E'],
    ['a Hangul filler', '\u3164'],
    ['a blank braille cell', '\u2800'],
    ['a lone combining mark', '\u0301'],
    ['a variation selector', '\uFE0F'],
    ['no-break and ideographic spaces', '\u00A0\u3000'],
    ['a Mongolian vowel separator', '\u180E'],
  ])('refuses text of %s only', (_label, value) => {
    expect(hasVisibleCharacter(value)).toBe(false);
    const expected = value.trim() === '' ? 'Name is required' : 'Name needs visible characters, not only spaces or invisible ones';
    expect(outcome(name, value)).toEqual({ error: expected });
    expect(outcome(optionalName, value)).toEqual(value.trim() === '' ? { ok: '' } : { error: expected });
  });

  it('refuses newlines and tabs alone in multi-line text as missing', () => {
    expect(outcome(notes, '\n\t\n')).toEqual({ error: 'Notes is required' });
  });

  it('names a missing value and a value of the wrong type', () => {
    for (const missing of [undefined, null]) expect(outcome(name, missing)).toEqual({ error: 'Name is required' });
    for (const wrong of [5, true, ['Ann'], { first: 'Ann' }]) expect(outcome(name, wrong)).toEqual({ error: 'Name must be text' });
  });
});

describe('options', () => {
  it('takes empty text when not required', () => {
    expect(outcome(optionalName, '')).toEqual({ ok: '' });
    expect(outcome(optionalName, ' \n ')).toEqual({ ok: '' });
  });

  it("uses the caller's messages and the full-stop style", () => {
    const custom = singleLineText('labels:subject', {
      max: 3,
      messages: { required: issueText('validation:required'), tooLong: issueText('validation:atMostMaxCharacters', { max: 3 }) },
    });
    expect(outcome(custom, ' ')).toEqual({ error: 'Required' });
    expect(outcome(custom, 'abcd')).toEqual({ error: 'At most 3 characters' });
    const formal = multiLineText('labels:details', { max: 3, fullStop: true });
    expect(outcome(formal, '')).toEqual({ error: 'Details is required.' });
    expect(outcome(formal, 'a\u0000')).toEqual({ error: 'Details cannot contain control characters.' });
  });

  it('lets callers chain string checks', () => {
    const email = singleLineText('labels:email', { max: 320 }).email(issueText('validation:enterAValidEmailAddress'));
    expect(outcome(email, ' ann@example.com ')).toEqual({ ok: 'ann@example.com' });
    expect(outcome(email, 'ann@exa\u0000mple.com')).toEqual({ error: 'Email cannot contain control characters' });
    expect(outcome(email, 'not an email')).toEqual({ error: 'Enter a valid email address' });
  });
});

describe('cleanFileName', () => {
  it('keeps a normal name, in NFC', () => {
    expect(cleanFileName('re\u0301sume\u0301 2026.pdf')).toBe('résumé 2026.pdf');
  });

  it('drops control, format and broken characters', () => {
    expect(cleanFileName('evil\u202Efdp.exe')).toBe('evilfdp.exe');
    expect(cleanFileName('a\u0000b\u0007c\ud800.png')).toBe('abc.png');
  });

  it('answers "" when nothing visible is left', () => {
    expect(cleanFileName('\u200B\u0000 ')).toBe('');
  });

  it('keeps the end of a long name, where the extension is', () => {
    expect(cleanFileName(`${'x'.repeat(300)}.pdf`, 10)).toBe('xxxxxx.pdf');
  });
});

describe('jsonHasBrokenText', () => {
  it('finds a lone surrogate or NUL in any string or key', () => {
    expect(jsonHasBrokenText({ a: ['ok', { b: 'x \ud800' }] })).toBe(true);
    expect(jsonHasBrokenText({ 'k\u0000': 1 })).toBe(true);
    expect(jsonHasBrokenText(['a\u0000'])).toBe(true);
  });

  it('takes ordinary values, with newlines, emoji and RTL text', () => {
    expect(jsonHasBrokenText({ eligible: true, reasons: ['Line one\nLine two 🎉', 'مرحبا'], score: 3, none: null })).toBe(false);
  });
});
