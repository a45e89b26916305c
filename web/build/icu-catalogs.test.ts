import { describe, expect, it } from 'vitest';
import { parseCatalog } from './icu-catalogs';

describe('parseCatalog', () => {
  it('parses the messages that need formatting, under their dotted keys, and leaves plain text alone', () => {
    const asts = parseCatalog(
      {
        title: 'Overview',
        unread: { count: '{count, plural, one {# unread} other {# unread}}', entry: '{label}: new' },
        quote: "It''s here",
      },
      'en/test',
    );
    expect(Object.keys(asts).sort()).toEqual(['quote', 'unread.count', 'unread.entry']);
    expect(asts['unread.entry']).toEqual([
      { type: 1, value: 'label' },
      { type: 0, value: ': new' },
    ]);
  });

  it('keeps tags as text, for react-i18next to fill', () => {
    expect(parseCatalog({ hint: 'Read the <1>guide</1>' }, 'en/test')).toEqual({});
  });

  it('names the catalog and key of a message that is not valid ICU', () => {
    expect(() => parseCatalog({ broken: { here: 'Hello {name' } }, 'es/common')).toThrow(
      /es\/common: "broken.here" is not a valid ICU message/,
    );
  });
});
