import { describe, expect, it } from 'vitest';
import { APPOINTMENT_TYPES } from '../../shared/appointments/appointments';
import { LOCALES } from '../../shared/i18n/locale';
import type { AppointmentRecord } from './appointment-record';
import { calendarName, timelineEvent, toAppointmentView, toIcsEvent } from './appointment-view';
import { render, renderEnglish } from '../i18n/render';

const record = (changes: Partial<AppointmentRecord> = {}): AppointmentRecord => ({
  id: 'a1',
  ownerUid: 'u1',
  caseId: 'c1',
  type: 'biometrics',
  title: null,
  startsAt: '2026-03-03T14:05:00.000Z',
  endsAt: '2026-03-03T14:35:00.000Z',
  durationMinutes: 30,
  timeZone: 'America/New_York',
  localStart: '2026-03-03T09:05',
  place: 'USCIS Application Support Center, Newark',
  notes: '',
  status: 'scheduled',
  sequence: 0,
  cancelledAt: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
  ...changes,
});

describe('timelineEvent', () => {
  it("writes each change in English with the office's local time and the place", () => {
    const before = record();
    const after = record({ startsAt: '2026-03-04T18:00:00.000Z', localStart: '2026-03-04T13:00' });
    expect(renderEnglish(timelineEvent('scheduled', before))).toBe(
      'Biometrics appointment scheduled for Tue, Mar 3, 2026, 9:05 AM EST at USCIS Application Support Center, Newark',
    );
    expect(renderEnglish(timelineEvent('edited', after, before))).toBe(
      'Biometrics appointment rescheduled from Tue, Mar 3, 2026, 9:05 AM EST to Wed, Mar 4, 2026, 1:00 PM EST at USCIS Application Support Center, Newark',
    );
    expect(renderEnglish(timelineEvent('cancelled', record({ place: '' })))).toBe(
      'Biometrics appointment for Tue, Mar 3, 2026, 9:05 AM EST cancelled',
    );
    expect(render('de', timelineEvent('scheduled', before))).toBe(
      'Biometrie: Termin am Di., 3. März 2026, 09:05 GMT-5 vereinbart, Ort: USCIS Application Support Center, Newark',
    );
  });

  it('reads in every language for every type and change, with or without a place', () => {
    for (const type of APPOINTMENT_TYPES) {
      for (const place of ['', 'Room 4']) {
        const before = record({ type, place });
        const moved = record({ type, place, startsAt: '2026-03-04T18:00:00.000Z' });
        const events = [
          timelineEvent('scheduled', before),
          timelineEvent('cancelled', before),
          timelineEvent('edited', moved, before),
          timelineEvent('edited', before, before),
        ];
        for (const event of events) {
          const english = renderEnglish(event);
          for (const locale of LOCALES.filter((l) => l !== 'en')) {
            const text = render(locale, event);
            expect(text, `${english} in ${locale}`).not.toBe(english);
            expect(text, `${english} in ${locale}`).not.toMatch(/appointment|AM|PM|\{/);
            if (place && english.includes(place)) expect(text).toContain(place);
          }
        }
      }
    }
  });
});

describe('the calendar event and the answer', () => {
  it("names the appointment in the reader's language, as the overview does", () => {
    const events = Object.fromEntries(LOCALES.map((locale) => [locale, toIcsEvent(record(), 'IA-2026-000001 · Green card', locale)]));
    expect(Object.fromEntries(LOCALES.map((locale) => [locale, events[locale]?.summary]))).toEqual({
      en: 'Biometrics appointment',
      es: 'Cita de datos biométricos',
      fr: 'Rendez-vous biométrique',
      de: 'Biometrie-Termin',
    });
    expect(events['es']?.description).toBe('Caso: IA-2026-000001 · Green card');
    expect(toIcsEvent(record({ type: 'interview', title: 'Adjustment of status', notes: 'Bring the notice' }), null, 'fr')).toMatchObject({
      summary: 'Entretien : Adjustment of status',
      description: 'Bring the notice',
    });
    expect(calendarName('de')).toBe('Immigration AI – Termine');
  });

  it('answers the type as a label Message, which reads in every language', () => {
    const view = toAppointmentView(record(), { now: new Date('2026-01-01T00:00:00Z'), caseLabel: null, overlaps: [] });
    expect(view.typeLabel).toEqual({ key: 'labels:biometrics' });
    for (const locale of LOCALES.filter((l) => l !== 'en')) expect(render(locale, view.typeLabel)).not.toBe('Biometrics');
  });
});
