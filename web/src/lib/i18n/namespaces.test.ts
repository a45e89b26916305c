import { LOCALES } from '@shared/i18n/locale';
import { SERVER_ONLY_NAMESPACES } from '@shared/i18n/message';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { SERVER_NAMESPACES } from './namespaces';

describe('the server catalogs the web bundles', () => {
  it('has every catalog it shows messages of, in every language', async () => {
    await i18n.loadLanguages([...LOCALES]);
    await i18n.loadNamespaces([...SERVER_NAMESPACES]);
    const missing = LOCALES.flatMap((locale) =>
      SERVER_NAMESPACES.filter((ns) => !i18n.hasResourceBundle(locale, ns)).map((ns) => `${locale}/${ns}`),
    );
    expect(missing).toEqual([]);
  });

  it('leaves out the catalogs only the server renders', async () => {
    const serverOnly = SERVER_ONLY_NAMESPACES.map((ns) => `server-${ns}`);
    await i18n.loadNamespaces(serverOnly);
    expect(serverOnly.filter((ns) => i18n.hasResourceBundle('en', ns))).toEqual([]);
  });
});
