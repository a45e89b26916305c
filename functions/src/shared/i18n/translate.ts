// The English-keyed lookup that the areas not yet converted to keyed Messages still use (docs/i18n.md, "How to
// convert an area"): stored timeline entries and discussion system lines, the reminder job's texts and PDFs. Errors,
// field messages and notifications are keyed (./message.ts) and never come here. Catalog entries are keyed by the
// English text, and a key may hold `{name}` placeholders.
// `translate` takes a record already written in English and finds its entry, exactly or by pattern. Placeholders named in TRANSLATED_PARAMS hold a form label or a name of
// a thing and are looked up in the label catalog, LIST_PARAMS a comma-separated list of labels, NESTED_PARAMS a
// server-made phrase translated as a message, TIME_PARAMS an appointment's time written in English; every other
// value (a number, a case number, a user's text) is kept.
// English is returned untouched, so English answers are byte for byte what the code wrote.
import { CATALOG, LABELS, MESSAGES, PHRASES, type Catalog } from './catalog';
import { ENGLISH_MONTHS } from '../time-zone';
import type { Locale } from './locale';

export type Translate = (english: string) => string;
export type Params = Record<string, string | number>;

const TRANSLATED_PARAMS = new Set(['label', 'what', 'appointment', 'fromStatus', 'toStatus', 'newStatus']);
const LIST_PARAMS = new Set(['fieldList']);
/** Placeholders that hold a whole server-made phrase ("2 files", "no issues found"), translated as messages. */
const NESTED_PARAMS = new Set(['checked', 'found', 'outcome', 'files']);
const TIME_PARAMS = new Set(['when', 'before']);
const PLACEHOLDER = /\{(\w+)\}/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  key: string;
  names: string[];
  regex: RegExp;
  /** Characters outside placeholders: the more, the more specific. */
  literal: number;
}

function compile(key: string): Pattern {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of key.matchAll(PLACEHOLDER)) {
    source += escapeRegExp(key.slice(last, match.index));
    source += '([\\s\\S]*?)';
    names.push(match[1] ?? '');
    last = match.index + match[0].length;
  }
  source += escapeRegExp(key.slice(last));
  return { key, names, regex: new RegExp(`^${source}$`), literal: key.replace(PLACEHOLDER, '').length };
}

const patternsOf = (catalog: Catalog): Pattern[] =>
  Object.keys(catalog)
    .filter((key) => /\{\w+\}/.test(key))
    .map(compile)
    .sort((a, b) => b.literal - a.literal);
const MESSAGE_PATTERNS = patternsOf(MESSAGES);
const PHRASE_PATTERNS = patternsOf(PHRASES);

/** Writes `params` into a template's placeholders; a placeholder without a value stays as written. */
export function fill(template: string, params: Params = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A form label or the name of a thing in `locale`; lower-cased labels ("date of birth") find their entry too. */
export function translateLabel(locale: Locale, label: string): string {
  if (locale === 'en') return label;
  const exact = LABELS[label]?.[locale] ?? CATALOG[label]?.[locale];
  if (exact !== undefined) return exact;
  const capital = LABELS[upperFirst(label)]?.[locale];
  if (capital !== undefined) return locale === 'de' ? capital : lowerFirst(capital);
  return label;
}

/** "Tue, Mar 3, 2026 9:00 AM EST", as domain/appointments/zoned-time.ts writes an appointment's local time. */
const ENGLISH_TIME = /^[A-Z][a-z]{2}, ([A-Z][a-z]{2}) (\d{1,2}), (\d{4}) (\d{1,2}):(\d{2}) (AM|PM) (\S+)$/;

/** That local time written the locale's way, with the same zone name; unchanged when it is not in that form. */
export function translateLocalTime(locale: Locale, english: string): string {
  const match = ENGLISH_TIME.exec(english);
  const month = ENGLISH_MONTHS.findIndex((name) => name === match?.[1]);
  if (!match || month < 0) return english;
  const hour = (Number(match[4]) % 12) + (match[6] === 'PM' ? 12 : 0);
  // The wall-clock time is written as if it were UTC, so formatting in UTC gives back the same day and hour.
  const wall = new Date(Date.UTC(Number(match[3]), month, Number(match[2]), hour, Number(match[5])));
  const text = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(wall);
  return `${text} ${match[7]}`;
}

function translated(locale: Locale, name: string, value: string): string {
  if (TRANSLATED_PARAMS.has(name)) return translateLabel(locale, value);
  if (LIST_PARAMS.has(name))
    return value
      .split(', ')
      .map((item) => translateLabel(locale, item))
      .join(', ');
  if (TIME_PARAMS.has(name)) return translateLocalTime(locale, value);
  return NESTED_PARAMS.has(name) ? lookUp(PHRASES, PHRASE_PATTERNS, locale, value) : value;
}

function lookUp(catalog: Catalog, patterns: readonly Pattern[], locale: Locale, english: string): string {
  if (locale === 'en') return english;
  const exact = catalog[english];
  if (exact) return exact[locale];
  for (const pattern of patterns) {
    const match = pattern.regex.exec(english);
    if (!match) continue;
    const values: Params = {};
    pattern.names.forEach((name, i) => {
      values[name] = translated(locale, name, match[i + 1] ?? '');
    });
    const entry = catalog[pattern.key];
    if (entry) return fill(entry[locale], values);
  }
  return english;
}

/**
 * A message the code wrote in English (an error's, a field message, a notification), in `locale`; unchanged when the
 * catalog has no entry for it.
 */
export function translate(locale: Locale, english: string): string {
  return lookUp(MESSAGES, MESSAGE_PATTERNS, locale, english);
}

/** Whether `translate` finds an entry for the message (the catalog test asks for every message the code writes). */
export function hasEntry(english: string): boolean {
  return english in MESSAGES || MESSAGE_PATTERNS.some((pattern) => pattern.regex.test(english));
}
