import { describe, expect, it } from 'vitest';
import type { StoredReminder } from './sync';
import { toDeadlineView, upcoming } from './view';
import { msg } from '../../shared/i18n/message';
import { render } from '../i18n/render';
import { LOCALES } from '../../shared/i18n/locale';

const reminder = (overrides: Partial<StoredReminder> = {}): StoredReminder => ({
  id: 'u1_custom-1',
  ownerUid: 'u1',
  key: 'custom-1',
  kind: 'custom',
  title: 'Send the lease',
  titleKeyed: null,
  dueDate: '2026-12-10',
  timeZone: 'America/New_York',
  caseId: null,
  leadDays: [7],
  firedLeads: [],
  nextFireDate: '2026-12-03',
  muted: false,
  notes: '',
  ruleId: null,
  windowOpens: null,
  source: { type: 'you', text: 'Entered by you', keyed: msg('deadlines:sourceEnteredByYou'), link: null },
  ...overrides,
});

describe('toDeadlineView', () => {
  it("counts days left in the reminder's time zone: the day before, of and after", () => {
    // 2026-12-10T03:00Z is still 9 December in New York.
    expect(toDeadlineView(reminder(), new Date('2026-12-10T03:00:00Z')).daysLeft).toBe(1);
    expect(toDeadlineView(reminder(), new Date('2026-12-10T06:00:00Z')).daysLeft).toBe(0);
    expect(toDeadlineView(reminder(), new Date('2026-12-11T12:00:00Z')).daysLeft).toBe(-1);
  });

  it("shows a computed kind's rule and citations, and none for the user's own", () => {
    const ead = toDeadlineView(
      reminder({ kind: 'ead-expiry', key: 'ead-expiry', ruleId: 'ead.renewal-window' }),
      new Date('2026-12-01T12:00:00Z'),
    );
    expect(ead.computed).toBe(true);
    expect(ead.rule).toContain('180 days');
    expect(ead.citations[0]).toEqual({
      reference: 'Form I-765 instructions',
      label: 'Renewal may be filed up to 180 days before the current EAD expires',
      labelKeyed: msg('deadline-rules:citeEadRenewal180'),
      url: 'https://www.uscis.gov/i-765',
    });
    const own = toDeadlineView(reminder(), new Date('2026-12-01T12:00:00Z'));
    expect(own).toMatchObject({ computed: false, rule: null, citations: [] });
  });

  it('links appointments to their page and case reminders to the case', () => {
    expect(toDeadlineView(reminder({ kind: 'appointment' }), new Date()).link).toBe('/cases/appointments');
    expect(toDeadlineView(reminder({ kind: 'rfe-response', caseId: 'c1' }), new Date()).link).toBe('/cases/view?case=c1');
  });
});

describe("in the reader's language", () => {
  const now = new Date('2026-12-01T12:00:00Z');

  it('renders a stored computed reminder in all four languages, its references as written', () => {
    const stored = reminder({
      kind: 'ead-expiry',
      key: 'ead-expiry',
      ruleId: 'ead.renewal-window',
      title: 'Work permit (EAD) expires',
      titleKeyed: msg('deadlines:titleEadExpiry'),
      source: {
        type: 'document-review',
        text: 'From your document review of ead.pdf, Nov 2, 2026',
        keyed: msg('deadlines:sourceDocumentReview', { fileName: 'ead.pdf', date: { date: '2026-11-02' } }),
        link: null,
      },
    });
    const view = toDeadlineView(stored, now);
    const texts = (locale: (typeof LOCALES)[number]) => [
      view.titleKeyed && render(locale, view.titleKeyed),
      view.source.keyed && render(locale, view.source.keyed),
      view.ruleKeyed && render(locale, view.ruleKeyed),
      view.caveatKeyed && render(locale, view.caveatKeyed),
      ...view.citations.map((c) => `${c.reference}: ${render(locale, c.labelKeyed)}`),
    ];
    expect(texts('en')).toEqual([
      view.title,
      view.source.text,
      view.rule,
      view.caveat,
      ...view.citations.map((c) => `${c.reference}: ${c.label}`),
    ]);
    expect(texts('es').slice(0, 2)).toEqual([
      'Vencimiento del permiso de trabajo (EAD)',
      'De su revisión de documentos de ead.pdf, 2 nov 2026',
    ]);
    expect(texts('es')[2]).toContain('180 días');
    expect(texts('fr')[0]).toBe('Expiration du permis de travail (EAD)');
    expect(texts('fr')[2]).toContain('180 jours');
    expect(texts('de')[0]).toBe('Ablauf der Arbeitserlaubnis (EAD)');
    expect(texts('de')[2]).toContain('180 Tage');
    for (const locale of LOCALES) expect(texts(locale).at(-1)).toMatch(/^8 CFR § 274a\.13\(d\): /);
  });

  it('shows a reminder stored before its title and source were keyed as it was stored', () => {
    const old = toDeadlineView(
      reminder({
        kind: 'ead-expiry',
        title: 'Work permit (EAD) expires',
        source: { type: 'your-dates', text: 'Entered by you', keyed: null, link: null },
      }),
      now,
    );
    expect(old).toMatchObject({ title: 'Work permit (EAD) expires', titleKeyed: null, source: { text: 'Entered by you', keyed: null } });
  });
});

describe('upcoming', () => {
  it('answers the next N not yet past, soonest first, the due day included', () => {
    const now = new Date('2026-12-10T15:00:00Z');
    const views = [
      reminder({ id: 'past', dueDate: '2026-12-09' }),
      reminder({ id: 'later', dueDate: '2027-01-05' }),
      reminder({ id: 'today', dueDate: '2026-12-10' }),
      reminder({ id: 'soon', dueDate: '2026-12-12', kind: 'appointment' }),
      reminder({ id: 'last', dueDate: '2027-03-01' }),
    ].map((r) => toDeadlineView(r, now));
    expect(upcoming(views, 3).map((v) => v.id)).toEqual(['today', 'soon', 'later']);
  });
});
