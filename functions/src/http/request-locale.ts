import type { Express, Request } from 'express';
import { matchAcceptLanguage, type Locale } from '../shared/i18n/locale';
import { storedLocale } from '../services/user-locale';

/** How the app reads a user's Settings language (AppOptions.storedLocale). */
export type StoredLocale = (uid: string) => Promise<Locale>;

const STORED_LOCALE = 'storedLocale';

/** Sets how `app` reads stored languages: services/user-locale.ts unless a test gives its own. */
export function useStoredLocale(app: Express, read: StoredLocale = storedLocale): void {
  app.locals[STORED_LOCALE] = read;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The locale once resolved for this request (requestLocale). */
    locale?: Locale;
  }
}

/**
 * The language of a request's answer (docs/ARCHITECTURE.md, "Languages"): its Accept-Language when it names one of
 * ours, else the signed-in user's Settings language, else English. Read once per request, when first needed.
 */
export async function requestLocale(req: Request): Promise<Locale> {
  if (req.locale) return req.locale;
  const read = (req.app?.locals[STORED_LOCALE] as StoredLocale | undefined) ?? storedLocale;
  const uid = req.user?.uid;
  req.locale = matchAcceptLanguage(req.headers['accept-language']) ?? (uid ? await read(uid) : 'en');
  return req.locale;
}
