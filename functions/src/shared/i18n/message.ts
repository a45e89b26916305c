// A user-facing message as data: a catalog key and its ICU parameters (docs/i18n.md). The server stores and hands on
// Messages, and whoever shows one renders it in the reader's language: the server with ../../domain/i18n/render.ts
// (errors, emails, SMS), the web with i18next (web/src/lib/i18n/server-message.ts). Keys are typed from the English
// catalogs in ./locales/en, so a key that does not exist is a type error. Pure: the web imports it as it is.
import type account from './locales/en/account.json';
import type appointments from './locales/en/appointments.json';
import type billing from './locales/en/billing.json';
import type chats from './locales/en/chats.json';
import type compliance from './locales/en/compliance.json';
import type deadlineRules from './locales/en/deadline-rules.json';
import type deadlines from './locales/en/deadlines.json';
import type discussion from './locales/en/discussion.json';
import type documentReview from './locales/en/document-review.json';
import type eligibilityLabels from './locales/en/eligibility-labels.json';
import type errors from './locales/en/errors.json';
import type formQuestions from './locales/en/form-questions.json';
import type forms from './locales/en/forms.json';
import type knowledge from './locales/en/knowledge.json';
import type labels from './locales/en/labels.json';
import type notifications from './locales/en/notifications.json';
import type timeline from './locales/en/timeline.json';
import type validation from './locales/en/validation.json';
import type visaBulletin from './locales/en/visa-bulletin.json';

/** The English catalogs by namespace: the source of the keys and of every translation. */
interface EnglishCatalogs {
  account: typeof account;
  appointments: typeof appointments;
  billing: typeof billing;
  chats: typeof chats;
  compliance: typeof compliance;
  'deadline-rules': typeof deadlineRules;
  deadlines: typeof deadlines;
  discussion: typeof discussion;
  'document-review': typeof documentReview;
  'eligibility-labels': typeof eligibilityLabels;
  errors: typeof errors;
  'form-questions': typeof formQuestions;
  forms: typeof forms;
  knowledge: typeof knowledge;
  labels: typeof labels;
  notifications: typeof notifications;
  timeline: typeof timeline;
  validation: typeof validation;
  'visa-bulletin': typeof visaBulletin;
}

export type Namespace = keyof EnglishCatalogs;
/** Every namespace, one JSON file per locale in ./locales/<locale>/<namespace>.json. */
export const NAMESPACES = [
  'account',
  'appointments',
  'billing',
  'chats',
  'compliance',
  'deadline-rules',
  'deadlines',
  'discussion',
  'document-review',
  'eligibility-labels',
  'errors',
  'form-questions',
  'forms',
  'knowledge',
  'labels',
  'notifications',
  'timeline',
  'validation',
  'visa-bulletin',
] as const satisfies readonly Namespace[];

/**
 * Catalogs only the server renders: the invoice and review PDFs, the calendar feed, chat summaries, the assistant's
 * answers, the filing goals' titles and the form interview's questions. The web never shows their messages, so it does not bundle them (web/src/lib/i18n/namespaces.ts).
 */
export const SERVER_ONLY_NAMESPACES = [
  'appointments',
  'billing',
  'chats',
  'document-review',
  'form-questions',
  'forms',
  'knowledge',
] as const satisfies readonly Namespace[];
export type ServerOnlyNamespace = (typeof SERVER_ONLY_NAMESPACES)[number];

/** "<namespace>:<key>", e.g. "errors:caseNotFound". */
export type MessageKey = { [N in Namespace]: `${N}:${keyof EnglishCatalogs[N] & string}` }[Namespace];
/** The keys of one namespace, e.g. the form labels a schema helper takes. */
export type KeyIn<N extends Namespace> = Extract<MessageKey, `${N}:${string}`>;
/** A field's name in a message: the app's labels, or the eligibility questionnaire's own (loaded only by its form). */
export type LabelKey = KeyIn<'labels'> | KeyIn<'eligibility-labels'>;

/** A calendar date ("2026-03-01") or an instant (ISO), written with Intl in the reader's locale and, if given, zone. */
export interface DateParam {
  date: string;
  /** An IANA zone: the time is written as it is there (an appointment's local time). */
  timeZone?: string;
  /** Write the time of day too. */
  time?: boolean;
}

/** A text or number kept as written, a nested Message rendered in the same locale first, or a date. */
export type MessageParam = string | number | Message | DateParam;
export type MessageParams = Readonly<Record<string, MessageParam>>;

export interface Message {
  key: MessageKey;
  params?: MessageParams;
}

/** The Message of `key`. */
export const msg = (key: MessageKey, params?: MessageParams): Message => (params === undefined ? { key } : { key, params });

export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';

const isDateParam = (value: MessageParam): value is DateParam => typeof value === 'object' && 'date' in value;

/** A calendar date without a time is read as that day, whatever the reader's zone. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date and time that names its zone ("Mar 3, 2026, 9:05 AM EST"): the reader may be in another one. */
export const ZONED_DATE_TIME: Readonly<Intl.DateTimeFormatOptions> = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
/** An appointment's time, with its weekday, as the appointments screen and the timeline write it. */
export const ZONED_TIME: Readonly<Intl.DateTimeFormatOptions> = { weekday: 'short', ...ZONED_DATE_TIME };

/** A date parameter written in `locale` (a BCP 47 tag). */
export function formatDateParam(locale: string, param: DateParam): string {
  const calendar = CALENDAR_DATE.test(param.date);
  const instant = new Date(calendar ? `${param.date}T00:00:00Z` : param.date);
  if (param.time && param.timeZone && !calendar) {
    return new Intl.DateTimeFormat(locale, { ...ZONED_TIME, timeZone: param.timeZone }).format(instant);
  }
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(param.time ? { timeStyle: 'short' } : {}),
    timeZone: calendar ? 'UTC' : param.timeZone,
  }).format(instant);
}

/**
 * A Message's parameters as ICU values: nested Messages rendered by `render` (in the caller's locale), dates written
 * with Intl in `locale`, texts and numbers as they are. The server and the web both fill their messages through it.
 */
export function paramValues(
  locale: string,
  params: MessageParams | undefined,
  render: (nested: Message) => string,
): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
    else if (isDateParam(value)) values[name] = formatDateParam(locale, value);
    else values[name] = render(value);
  }
  return values;
}

/** The namespace and the key inside it. */
export function splitKey(key: MessageKey): { namespace: Namespace; id: string } {
  const at = key.indexOf(':');
  return { namespace: key.slice(0, at) as Namespace, id: key.slice(at + 1) };
}

// zod carries a custom message as a string, so a schema's message is the key itself, with its parameters (a label)
// written after it as JSON: "validation:labelIsRequired {"label":{"key":"labels:fullName"}}". Keys hold no space.
const ISSUE_TEXT = /^([a-z-]+:[A-Za-z0-9_]+)(?: (\{.*\}))?$/s;

/** A Message as a zod custom message: what shared schemas pass as `error` / `message`. */
export const issueText = (key: MessageKey, params?: MessageParams): string => (params ? `${key} ${JSON.stringify(params)}` : key);

/** The Message a schema's custom message stands for; undefined for zod's own messages (plain text). */
export function messageOfIssueText(text: string): Message | undefined {
  const match = ISSUE_TEXT.exec(text);
  if (!match) return undefined;
  const key = match[1] as MessageKey;
  if (match[2] === undefined) return { key };
  try {
    const params: unknown = JSON.parse(match[2]);
    return typeof params === 'object' && params !== null ? { key, params: params as MessageParams } : { key };
  } catch {
    return { key };
  }
}

/** A zod issue's own numbers a keyed message may name: `{minimum}`, `{maximum}`, the `{divisor}` of multipleOf. */
export function issueParams(issue: { minimum?: unknown; maximum?: unknown; divisor?: unknown }): Record<string, number> {
  const params: Record<string, number> = {};
  for (const name of ['minimum', 'maximum', 'divisor'] as const) {
    const value = issue[name];
    if (typeof value === 'number') params[name] = value;
    else if (typeof value === 'bigint') params[name] = Number(value);
  }
  return params;
}

/** A zod issue as a Message: its custom message's key and parameters with the issue's own numbers; undefined for zod's own messages. */
export function messageOfIssue(issue: { message: string; minimum?: unknown; maximum?: unknown; divisor?: unknown }): Message | undefined {
  const message = messageOfIssueText(issue.message);
  if (!message) return undefined;
  const own = issueParams(issue);
  return Object.keys(own).length === 0 ? message : { key: message.key, params: { ...own, ...message.params } };
}
