import { z } from 'zod';
import { badRequest, type FieldErrors } from './errors';
import type { ServerLocale } from '../shared/i18n/locale';

/** Turns zod issues into `{ "a.b": "message" }`: the field messages of an invalid-argument error. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** zod's own messages (those our schemas do not replace) in each locale, made on first use. */
const ZOD_LOCALES: Record<ServerLocale, () => z.core.$ZodErrorMap> = {
  en: () => z.locales.en().localeError,
  es: () => z.locales.es().localeError,
  fr: () => z.locales.fr().localeError,
  de: () => z.locales.de().localeError,
};
const zodErrorMaps = new Map<ServerLocale, z.core.$ZodErrorMap>();
function zodErrorMap(locale: ServerLocale): z.core.$ZodErrorMap {
  let map = zodErrorMaps.get(locale);
  if (!map) zodErrorMaps.set(locale, (map = ZOD_LOCALES[locale]()));
  return map;
}

/** Parses untrusted input (a request body, a socket payload) or throws invalid-argument with field messages. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, message = 'Invalid input'): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const error = badRequest(message, fieldErrors(result.error));
    // Parsed again only when the answer is wanted in another language: a per-parse error map gives zod's messages
    // in that language, and leaves the schemas' own messages (English, translated by the catalog) as they are.
    error.fieldsIn = (locale) => {
      if (locale === 'en') return error.fields ?? {};
      const again = schema.safeParse(value, { error: zodErrorMap(locale) });
      return again.success ? (error.fields ?? {}) : fieldErrors(again.error);
    };
    throw error;
  }
  return result.data;
}
