// Text typed by users, as every endpoint and form takes it: normalised to NFC and trimmed, and refused when it holds
// characters that cannot be stored or shown (lone UTF-16 surrogates, NUL and other control characters) or when
// nothing of it is visible. Single-line text (names, subjects, emails) also refuses line breaks and tabs; multi-line
// text (descriptions, messages) keeps them, with every line break written as "\n". Pure, so the web's forms check
// with the same rules. Each helper answers a zod string schema, so callers may chain .email(), .regex()...
import { z } from 'zod';
import { issueText, msg, type KeyIn, type LabelKey } from './i18n/message';

/** A high surrogate without its low half, or a low one without its high half (with the u flag a pair is one code point). */
const LONE_SURROGATE = /\p{Cs}/u;
/** C0 and C1 control characters (NUL included) and DEL, other than newline and tab. */
const CONTROL_BUT_NEWLINE_OR_TAB = /[^\P{Cc}\n\t]/u;
const LINE_BREAK_OR_TAB = /[\n\t]/;
/** Line breaks as browsers and platforms send them, all written as "\n" (then refused in single-line text). */
const ANY_LINE_BREAK = /\r\n?|[\u2028\u2029]/g;
/**
 * A character someone can see: not white space, not a format or otherwise default-ignorable character (zero-width
 * space and joiners, bidi marks, the BOM, Hangul fillers...), not a lone combining mark, not the blank braille cell.
 */
const VISIBLE = /[^\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\p{M}\p{Cc}\u2800]/u;

export const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);
export const hasVisibleCharacter = (text: string): boolean => VISIBLE.test(text);

/** Each is a keyed message (./i18n/message.ts `issueText`). */
export interface TextMessages {
  /** The value is missing (undefined or null). */
  missing: string;
  /** The value is not a string. */
  type: string;
  /** Empty once trimmed (only when the text is required). */
  required: string;
  tooLong: string;
  /** A lone surrogate. */
  brokenCharacter: string;
  control: string;
  /** A line break or a tab in single-line text. */
  lineBreak: string;
  /** Only white space or invisible characters. */
  invisible: string;
}

export interface TextOptions {
  /** Most characters, counted after normalising and trimming. */
  max: number;
  /** At least one visible character. Default true; when false, '' (or white space) is taken as ''. */
  required?: boolean;
  /** Messages in the caller's style; the defaults name the label. */
  messages?: Partial<TextMessages>;
  /** Ends each default message with a full stop (the eligibility form's style). */
  fullStop?: boolean;
}

function textMessages(label: LabelKey, options: TextOptions): TextMessages {
  const params = { label: msg(label), max: options.max };
  // The eligibility form's style ends each message with a full stop: the same message under its own key.
  const say = (plain: KeyIn<'validation'>, fullStop: KeyIn<'validation'>) => issueText(options.fullStop ? fullStop : plain, params);
  const defaults: TextMessages = {
    missing: say('validation:labelIsRequired', 'validation:labelIsRequired2'),
    type: say('validation:labelMustBeText', 'validation:labelMustBeText2'),
    required: say('validation:labelIsRequired', 'validation:labelIsRequired2'),
    tooLong: say('validation:labelMustBeMaxCharactersOrFewer', 'validation:labelMustBeMaxCharactersOrFewer2'),
    brokenCharacter: say('validation:labelContainsABrokenCharacterALone', 'validation:labelContainsABrokenCharacterALone2'),
    control: say('validation:labelCannotContainControlCharacters', 'validation:labelCannotContainControlCharacters2'),
    lineBreak: say('validation:labelMustBeASingleLineWithout', 'validation:labelMustBeASingleLineWithout2'),
    invisible: say('validation:labelNeedsVisibleCharactersNotOnlySpaces', 'validation:labelNeedsVisibleCharactersNotOnlySpaces2'),
  };
  return { ...defaults, ...options.messages };
}

function text(label: LabelKey, options: TextOptions, multiLine: boolean): z.ZodString {
  const messages = textMessages(label, options);
  let schema = z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.missing : messages.type) })
    // Checked first: nothing else can be said about text that cannot be encoded.
    .refine((value) => !hasLoneSurrogate(value), { message: messages.brokenCharacter, abort: true })
    .overwrite((value) => value.replace(ANY_LINE_BREAK, '\n').normalize('NFC'))
    .trim()
    .refine((value) => !CONTROL_BUT_NEWLINE_OR_TAB.test(value), { message: messages.control, abort: true });
  if (!multiLine) schema = schema.refine((value) => !LINE_BREAK_OR_TAB.test(value), { message: messages.lineBreak, abort: true });
  schema = schema.refine((value) => value === '' || hasVisibleCharacter(value), { message: messages.invisible, abort: true });
  if (options.required ?? true) schema = schema.min(1, messages.required);
  return schema.max(options.max, messages.tooLong);
}

/** One line of text: a name, a subject, an email. Line breaks and tabs are refused. */
export const singleLineText = (label: LabelKey, options: TextOptions): z.ZodString => text(label, options, false);

/** Free text over several lines: a description, a message. Newlines and tabs are kept. */
export const multiLineText = (label: LabelKey, options: TextOptions): z.ZodString => text(label, options, true);

/**
 * A file name as a browser sent it, made fit to store and show: NFC, without control, format (bidi overrides,
 * zero-width) or broken characters, trimmed and at most `max` characters (its end, where the extension is, is kept).
 * '' when nothing usable is left.
 */
export function cleanFileName(name: string, max = 200): string {
  const cleaned = name
    .replace(/\p{Cs}|\p{Cc}|\p{Cf}/gu, '')
    .normalize('NFC')
    .trim();
  if (!hasVisibleCharacter(cleaned)) return '';
  return Array.from(cleaned).slice(-max).join('').trim();
}

/**
 * True when any string in a JSON value (keys included) holds a lone surrogate or NUL: such a value cannot be stored
 * or handed on as text, though JSON.stringify would write it. For values without text rules of their own (a tool's
 * result); walked without recursion.
 */
export function jsonHasBrokenText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (hasLoneSurrogate(next) || next.includes('\u0000')) return true;
    } else if (typeof next === 'object' && next !== null && !ArrayBuffer.isView(next)) {
      for (const [key, child] of Object.entries(next)) {
        if (hasLoneSurrogate(key) || key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
