// Unit tests render in English, the catalogs' source, with every namespace loaded up front (no Suspense).
import { i18n, i18nReady } from './i18n';
import { NAMESPACES, SERVER_NAMESPACES } from './namespaces';

await i18nReady;
await i18n.changeLanguage('en');
await i18n.loadNamespaces([...NAMESPACES, ...SERVER_NAMESPACES]);
