// Messages the server writes as data (functions/src/shared/i18n/message.ts: a key and its parameters), read in the
// user's language: stored records such as notifications, and the shared schemas' messages as the browser checks a
// form before sending it. The catalogs are the server's own, loaded as i18next namespaces (lib/i18n/namespaces.ts),
// so the browser and the API say the same words (docs/i18n.md).
import { INTL_TAGS } from '@shared/i18n/locale';
import { messageOfIssue, messageOfIssueText, paramValues, splitKey, type Message } from '@shared/i18n/message';
import { useTranslation } from 'react-i18next';
import { currentLocale, i18n } from './i18n';
import type { Locale } from './locales';
import { serverNamespace, type ServerNamespace } from './namespaces';

/** i18next's `t` for a key only known at run time (a stored record's), in the server catalog it names. */
const translate = i18n.t.bind(i18n) as (key: string, options: Record<string, unknown>) => string;

/** `message` in `locale`, nested messages first; English when the locale lacks the key. */
export function renderMessage(message: Message, locale: Locale = currentLocale()): string {
  const { namespace, id } = splitKey(message.key);
  const values = paramValues(INTL_TAGS[locale], message.params, (nested) => renderMessage(nested, locale));
  return translate(id, { ...values, ns: `server-${namespace}`, lng: locale });
}

/** A shared schema's message (a key, zod's own text otherwise) in the user's language. */
export function issueMessage(issue: { message: string; minimum?: unknown; maximum?: unknown }): string {
  const message = messageOfIssue(issue);
  return message ? renderMessage(message) : issue.message;
}

/** A message constant of a shared module written as a schema message (`issueText`), in the user's language. */
export function issueTextMessage(text: string): string {
  const message = messageOfIssueText(text);
  return message ? renderMessage(message) : text;
}

/**
 * Loads the server catalogs a component shows messages from (suspending until they are in) and re-renders on a
 * language change. Nested messages name labels, so the labels always load too.
 */
export function useServerMessages(...namespaces: ServerNamespace[]): (message: Message) => string {
  const { i18n: instance } = useTranslation([...namespaces, serverNamespace('labels')]);
  const locale = instance.resolvedLanguage;
  return (message) => renderMessage(message, locale === undefined ? currentLocale() : (locale as Locale));
}

/**
 * Loads the shared schemas' messages and the labels they name, for a form that checks its fields before sending; a
 * form whose schema names labels of another catalog (the eligibility questionnaire's) names it too.
 */
export function useSchemaMessages(...labels: ServerNamespace[]): void {
  useTranslation([serverNamespace('validation'), serverNamespace('labels'), ...labels]);
}

/**
 * A stored record's text in the reader's language: its keyed form rendered, else its text as stored (a record written
 * before keyed messages, or a user's own words).
 */
export const storedText = (keyed: Message | null, text: string, render: (message: Message) => string = renderMessage): string =>
  keyed ? render(keyed) : text;
