// The language a user reads the server's words in when no request says (docs/ARCHITECTURE.md, "Languages"): their
// saved Settings language. Background work (the reminder job, notifications) uses it; requests use it when their
// Accept-Language names none of ours.
import { readStoredLanguage } from '../data/users-repo';
import { localeOfLanguage, matchAcceptLanguage, type Locale } from '../shared/i18n/locale';
import { log } from '../log';

/** The user's saved language as a locale; English when none is saved or it cannot be read. */
export async function storedLocale(uid: string): Promise<Locale> {
  try {
    return localeOfLanguage(await readStoredLanguage(uid));
  } catch (error) {
    log.warn('could not read the saved language; using English', {}, error);
    return 'en';
  }
}

/** A request's or socket's locale: its Accept-Language when it names one of ours, else the signed-in user's saved one. */
export async function callerLocale(acceptLanguage: string | readonly string[] | undefined, uid: string | undefined): Promise<Locale> {
  return matchAcceptLanguage(acceptLanguage) ?? (uid ? storedLocale(uid) : 'en');
}
