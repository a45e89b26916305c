import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { dayKey, dayLabel, withDateDividers } from './date-dividers';

const UTC = { timeZone: 'UTC', locale: 'en-US', now: new Date('2026-03-04T12:00:00Z') };

describe('date dividers', () => {
  it('puts one divider before the first message of each day', () => {
    const items = [
      { id: 'a', at: '2026-03-02T09:00:00Z' },
      { id: 'b', at: '2026-03-02T18:00:00Z' },
      { id: 'c', at: '2026-03-03T08:00:00Z' },
      { id: 'd', at: '2026-03-04T07:00:00Z' },
    ];
    const list = withDateDividers(
      items,
      (i) => i.id,
      (i) => i.at,
      UTC,
    );
    expect(list.map((e) => (e.kind === 'divider' ? `[${e.label}]` : e.item.id))).toEqual([
      '[Monday, March 2, 2026]',
      'a',
      'b',
      '[Yesterday]',
      'c',
      '[Today]',
      'd',
    ]);
    expect(new Set(list.map((e) => e.key)).size).toBe(list.length);
  });

  it('reads the day in the given time zone', () => {
    expect(dayKey('2026-03-02T23:30:00Z', 'UTC')).toBe('2026-03-02');
    expect(dayKey('2026-03-02T23:30:00Z', 'Europe/Berlin')).toBe('2026-03-03');
    expect(dayLabel('2026-03-03T23:30:00Z', { ...UTC, timeZone: 'Europe/Berlin' })).toBe('Today');
  });

  it('keeps keys unique when a day comes back (a pending message stamped by the browser clock)', () => {
    const items = [
      { id: 'a', at: '2026-03-04T09:00:00Z' },
      { id: 'b', at: '2026-03-03T09:00:00Z' },
      { id: 'c', at: '2026-03-04T10:00:00Z' },
    ];
    const keys = withDateDividers(
      items,
      (i) => i.id,
      (i) => i.at,
      UTC,
    ).map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('says nothing is empty', () => {
    expect(withDateDividers([], String, String, UTC)).toEqual([]);
  });
});

describe('date dividers in the chosen language', () => {
  const now = new Date('2026-03-04T12:00:00Z');
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says Today, Yesterday and the date in Spanish when no locale is given', async () => {
    await i18n.changeLanguage('es');
    await i18n.loadNamespaces('discussion');
    expect(dayLabel('2026-03-04T09:00:00Z', { timeZone: 'UTC', now })).toBe('Hoy');
    expect(dayLabel('2026-03-03T09:00:00Z', { timeZone: 'UTC', now })).toBe('Ayer');
    expect(dayLabel('2026-03-02T09:00:00Z', { timeZone: 'UTC', now })).toBe('lunes, 2 de marzo de 2026');
  });
});
