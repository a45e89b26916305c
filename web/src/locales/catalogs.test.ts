// The catalog check, for the web's catalogs and the server's (functions/src/shared/i18n/locales): English is the source; Spanish, French and German have exactly its keys, every
// message is valid ICU and uses the same arguments (and tags) as the English one, and each formats without error.
import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { parseCatalog } from '../../build/icu-catalogs';
import { PrecompiledIcu } from '@/lib/i18n/precompiled-icu';
import { NAMESPACES as SHARED_NAMESPACES } from '@shared/i18n/message';
import { NAMESPACES } from '@/lib/i18n/namespaces';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';

type Catalog = { [key: string]: string | Catalog };
type Ast = ReturnType<IntlMessageFormat['getAst']>;

/** A catalog's file: the web's own, or the server's (functions/src/shared/i18n/locales) for a "server-" namespace. */
const catalogUrl = (locale: string, namespace: string): URL => {
  const server = /^server-(.+)$/.exec(namespace)?.[1];
  return server
    ? new URL(`../../../functions/src/shared/i18n/locales/${locale}/${server}.json`, import.meta.url)
    : new URL(`./${locale}/${namespace}.json`, import.meta.url);
};
const read = (locale: string, namespace: string): Catalog => JSON.parse(readFileSync(catalogUrl(locale, namespace), 'utf8')) as Catalog;

/** "a.b.c" -> message, for every leaf; a non-string leaf is reported as such. */
function flatten(catalog: Catalog, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) for (const [k, v] of flatten(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

/** The message's arguments with their kind ("count:plural", "name:argument") and its rich-text tags ("b:tag"). */
function argumentsOf(ast: Ast, found = new Set<string>()): Set<string> {
  const KINDS: Record<number, string> = { 1: 'argument', 2: 'number', 3: 'date', 4: 'time', 5: 'select', 6: 'plural', 8: 'tag' };
  for (const element of ast) {
    const kind = KINDS[element.type];
    if (kind && 'value' in element) found.add(`${String(element.value)}:${kind}`);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    if ('children' in element) argumentsOf(element.children, found);
  }
  return found;
}

/** Sample values of the right kind for each argument, to format the message once. */
function sampleValues(args: Set<string>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const entry of args) {
    const [name = '', kind] = entry.split(':');
    if (kind === 'plural' || kind === 'number') values[name] = 2;
    else if (kind === 'date' || kind === 'time') values[name] = new Date(Date.UTC(2026, 10, 1));
    else if (kind === 'tag') values[name] = (chunks: unknown[]) => chunks.join('');
    else values[name] = 'x';
  }
  return values;
}

// Every server catalog, those only the server renders (which the web does not bundle) too.
const SERVER_CATALOGS = SHARED_NAMESPACES.map((namespace) => `server-${namespace}`);

describe.each([...NAMESPACES, ...SERVER_CATALOGS])('the %s catalog', (namespace) => {
  const source = flatten(read(DEFAULT_LOCALE, namespace));

  it.each(LOCALES)('in %s has every key of English and no other, each a valid ICU message with its arguments', (locale) => {
    const messages = flatten(read(locale, namespace));
    // The browser formats from the build's parsed messages (web/build/icu-catalogs.ts): each must read as the text does.
    const precompiled = new PrecompiledIcu();
    precompiled.add(locale, namespace, parseCatalog(read(locale, namespace), `${locale}/${namespace}`));
    expect(
      [...messages.keys()].filter((key) => !source.has(key)),
      'keys English does not have',
    ).toEqual([]);
    expect(
      [...source.keys()].filter((key) => !messages.has(key)),
      'keys missing',
    ).toEqual([]);
    for (const [key, message] of messages) {
      expect(typeof message === 'string' && message.trim() !== '', `${locale}/${namespace}: ${key} is an empty or non-text message`).toBe(
        true,
      );
      const parsed = new IntlMessageFormat(String(message), locale);
      const english = argumentsOf(new IntlMessageFormat(String(source.get(key)), DEFAULT_LOCALE).getAst());
      const args = argumentsOf(parsed.getAst());
      expect([...args].sort(), `${locale}/${namespace}: ${key} must use the arguments of its English message`).toEqual([...english].sort());
      const values = sampleValues(args);
      expect(() => parsed.format(values), `${locale}/${namespace}: ${key} does not format`).not.toThrow();
      // Tags stay text for react-i18next's <Trans>, as i18next-icu formatted them (ignoreTag).
      const fromText = new IntlMessageFormat(String(message), locale, undefined, { ignoreTag: true }).format(values);
      const fromBuild = precompiled.parse(message, values, locale, namespace, key, { resolved: { usedLng: locale } });
      expect(fromBuild, `${locale}/${namespace}: ${key} reads otherwise once parsed at build time`).toEqual(fromText);
    }
  });
});
