// i18next's message formatter (an i18nFormat module) for catalogs parsed at build time (web/build/icu-catalogs.ts):
// it formats a message from its parsed form with FormatJS's IntlMessageFormat, as i18next-icu did from the text, so
// the browser never loads the ICU parser. Plain-text messages come without a parsed form and are returned as they are.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';

export type MessageAsts = Record<string, MessageFormatElement[]>;

interface Lookup {
  resolved?: { usedLng?: string };
}

export class PrecompiledIcu {
  readonly type = 'i18nFormat';
  /** "<locale>/<namespace>" -> each message's parsed form. */
  private readonly asts = new Map<string, MessageAsts>();
  private readonly formatters = new Map<string, IntlMessageFormat>();

  /** Registers a catalog's parsed messages as it loads, before i18next adds its texts. */
  add(locale: string, namespace: string, asts: MessageAsts): void {
    this.asts.set(`${locale}/${namespace}`, asts);
    for (const key of this.formatters.keys()) if (key.startsWith(`${locale}/${namespace}/`)) this.formatters.delete(key);
  }

  /** The message `key` found in `usedLng`, formatted in the language asked for, as i18next-icu did. */
  parse(res: unknown, values: Record<string, unknown>, lng: string, ns: string, key: string, info?: Lookup): unknown {
    const usedLng = info?.resolved?.usedLng ?? lng;
    const ast = this.asts.get(`${usedLng}/${ns}`)?.[key];
    if (ast === undefined || typeof res !== 'string') return res;
    const id = `${usedLng}/${ns}/${key}/${lng}`;
    let formatter = this.formatters.get(id);
    if (!formatter) {
      formatter = new IntlMessageFormat(ast, lng, undefined, { ignoreTag: true });
      this.formatters.set(id, formatter);
    }
    try {
      return formatter.format(values);
    } catch {
      // A value the message needs was not given: the message's text, as i18next-icu answered.
      return res;
    }
  }

  /** Plurals and selects live inside the ICU message: no suffixed keys to look up. */
  addLookupKeys(finalKeys: string[]): string[] {
    return finalKeys;
  }
}
