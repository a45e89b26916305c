import { z } from 'zod';
import { badRequest } from './errors';
import { renderIssue } from './i18n/render';
import type { Locale } from '../shared/i18n/locale';
import { msg, type Message } from '../shared/i18n/message';

/**
 * Turns zod issues into `{ "a.b": "message" }` in `locale`: a schema's own message is a catalog key
 * (shared/i18n/message.ts `issueText`) rendered with the issue's numbers; zod's own messages stay as zod wrote them.
 */
export function fieldErrors(error: z.ZodError, locale: Locale = 'en'): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= renderIssue(locale, issue);
  }
  return fields;
}

/** zod's own messages (those our schemas do not replace) in each locale, made on first use. */
const ZOD_LOCALES: Record<Locale, () => z.core.$ZodErrorMap> = {
  en: () => z.locales.en().localeError,
  es: () => z.locales.es().localeError,
  fr: () => z.locales.fr().localeError,
  de: () => z.locales.de().localeError,
};
const zodErrorMaps = new Map<Locale, z.core.$ZodErrorMap>();
function zodErrorMap(locale: Locale): z.core.$ZodErrorMap {
  let map = zodErrorMaps.get(locale);
  if (!map) zodErrorMaps.set(locale, (map = ZOD_LOCALES[locale]()));
  return map;
}

/**
 * The issues of `value` under `schema` with zod's own messages in `locale`: parsed again only when an answer is wanted
 * in another language, since a per-parse error map gives zod's messages in that language and leaves the schemas' own
 * (keyed) messages as they are. `first` is the English parse's error.
 */
export function zodErrorIn(schema: z.ZodType, value: unknown, locale: Locale, first: z.ZodError): z.ZodError {
  if (locale === 'en') return first;
  const again = schema.safeParse(value, { error: zodErrorMap(locale) });
  return again.success ? first : again.error;
}

/** Parses untrusted input (a request body, a socket payload) or throws invalid-argument with field messages. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, message: Message = msg('errors:invalidInput')): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { error } = result;
  throw badRequest(message, (locale) => fieldErrors(zodErrorIn(schema, value, locale, error), locale));
}
