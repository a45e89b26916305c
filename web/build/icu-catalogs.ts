// The message catalogs with their ICU messages parsed at build time. `import.meta.glob('…/*.json', { query: '?icu' })`
// (web/src/lib/i18n/i18n.ts) loads each catalog as a module exporting its messages and, for every message that is more
// than plain text, the message's parsed form (`asts`, keyed by the message's dotted key). The browser then formats
// from the parsed form (lib/i18n/precompiled-icu.ts) and never parses, so the production build swaps FormatJS's parser
// for its parser-less entry (`parserlessIntl`), as FormatJS documents for precompiled messages; about 8 KB gzipped
// off every page's first load (docs/performance.md).
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import type { MessageAsts } from '../src/lib/i18n/precompiled-icu';

const QUERY = '?icu';
/** A virtual module's id: the catalog's path without ".json", so Vite's JSON plugin leaves it to this one. */
const PREFIX = '\0icu-catalog:';

type Catalog = { [key: string]: string | Catalog };

/** Each message of a nested catalog under its dotted key, as i18next looks it up ("unread.bell"). */
function messagesOf(catalog: Catalog, prefix = ''): Array<[string, string]> {
  return Object.entries(catalog).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === 'string' ? [[prefix + key, value]] : messagesOf(value, `${prefix}${key}.`),
  );
}

/**
 * The parsed form of each message that needs formatting: one with an argument, a plural or select, or an ICU quote.
 * Tags stay text, as i18next-icu always had them (react-i18next's <Trans> fills `<0>…</0>` itself).
 */
export function parseCatalog(catalog: Catalog, name: string): MessageAsts {
  const asts: MessageAsts = {};
  for (const [key, message] of messagesOf(catalog)) {
    let ast: MessageFormatElement[];
    try {
      ast = parse(message, { ignoreTag: true });
    } catch (error) {
      throw new Error(`${name}: "${key}" is not a valid ICU message (${String(error)})`, { cause: error });
    }
    const [first] = ast;
    const plainText = ast.length === 0 || (ast.length === 1 && first?.type === 0 && first.value === message);
    if (!plainText) asts[key] = ast;
  }
  return asts;
}

export function icuCatalogs(): Plugin {
  return {
    name: 'icu-catalogs',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(`.json${QUERY}`)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      return resolved ? PREFIX + resolved.id.replace(/\.json$/, '') : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = `${id.slice(PREFIX.length)}.json`;
      this.addWatchFile(file);
      const catalog = JSON.parse(await readFile(file, 'utf8')) as Catalog;
      const asts = parseCatalog(catalog, file);
      return `export default ${JSON.stringify(catalog)};\nexport const asts = ${JSON.stringify(asts)};\n`;
    },
  };
}

/** For a production build: FormatJS's message parser is never called once every message comes parsed. */
export const parserlessIntl = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
