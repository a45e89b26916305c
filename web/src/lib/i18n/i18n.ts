// The app's one i18next instance: ICU messages parsed at build time (lib/i18n/precompiled-icu.ts), catalogs loaded on
// demand per namespace and locale (each JSON file is its own chunk, fetched with the route that needs it), and
// <html lang> kept in step.
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { loadMuiTexts } from './mui-texts';
import { PrecompiledIcu, type MessageAsts } from './precompiled-icu';
import { browserLocale, DEFAULT_LOCALE, initialLocale, isLocale, LOCALES, rememberLocale, type Locale } from './locales';

export const i18n = i18next.createInstance();

type CatalogModule = { default: Record<string, unknown>; asts: MessageAsts };
/** Each catalog with its messages parsed (web/build/icu-catalogs.ts), by "../../locales/<locale>/<namespace>.json". */
const catalogs = import.meta.glob<CatalogModule>('../../locales/*/*.json', { query: '?icu' });
/**
 * The server's catalogs (lib/i18n/server-message.ts), by path; their namespaces are "server-<namespace>". Those only
 * the server renders (SERVER_ONLY_NAMESPACES in shared/i18n/message.ts) are left out; namespaces.test.ts checks the
 * two lists agree.
 */
const SERVER_CATALOGS = '../../../../functions/src/shared/i18n/locales';
const serverCatalogs = import.meta.glob<CatalogModule>(
  [
    '../../../../functions/src/shared/i18n/locales/*/*.json',
    '!../../../../functions/src/shared/i18n/locales/*/{appointments,billing,chats,document-review,form-questions,forms,knowledge}.json',
  ],
  { query: '?icu' },
);
const icu = new PrecompiledIcu();

async function loadCatalog(locale: string, namespace: string): Promise<Record<string, unknown>> {
  const server = /^server-(.+)$/.exec(namespace)?.[1];
  const load = server
    ? serverCatalogs[`${SERVER_CATALOGS}/${locale}/${server}.json`]
    : catalogs[`../../locales/${locale}/${namespace}.json`];
  if (!load) throw new Error(`No catalog ${locale}/${namespace}`);
  const catalog = await load();
  icu.add(locale, namespace, catalog.asts);
  return catalog.default;
}

i18n.use(icu).use(resourcesToBackend(loadCatalog)).use(initReactI18next);

i18n.on('languageChanged', (locale) => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  // MUI's own texts load beside the catalogs (lib/i18n/mui-texts.ts).
  if (isLocale(locale)) void loadMuiTexts(locale);
});

/** Starts i18next in the remembered or browser locale; resolves once the `common` catalog is in. */
export const i18nReady = i18n.init({
  lng: initialLocale(),
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  ns: ['common'],
  defaultNS: 'common',
  // React escapes what it renders; escaping here too would show "&amp;".
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
});

/** The locale in use now, for Intl and for the API's Accept-Language. */
export const currentLocale = (): Locale => (isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE);

/**
 * Applies a signed-in user's Settings language at once (no reload) and remembers it in this browser. Resolves once the
 * new language's catalogs are in, so a message shown next (the "Settings saved." toast) is already in it.
 */
export async function applyUserLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  await Promise.all([i18n.resolvedLanguage === locale || i18n.changeLanguage(locale), loadMuiTexts(locale)]);
}

/** After sign-out the app speaks the browser's language again. */
export function resetLocale(): void {
  rememberLocale(undefined);
  const locale = browserLocale();
  if (i18n.resolvedLanguage !== locale) void i18n.changeLanguage(locale);
}
