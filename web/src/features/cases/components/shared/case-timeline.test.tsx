import type { CaseTimelineEntry } from '@shared/cases/case-views';
import { LOCALES } from '@shared/i18n/locale';
import { msg } from '@shared/i18n/message';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { SERVER_NAMESPACES } from '@/lib/i18n/namespaces';
import { CaseTimeline } from './case-timeline';

// The entry as services/appointments.ts stores it: the Message, and its English rendering for the console.
const scheduled: CaseTimelineEntry = {
  date: '2026-02-20T10:00:00.000Z',
  event: 'Biometrics appointment scheduled for Tue, Mar 3, 2026, 9:05 AM EST at ASC Newark',
  keyed: msg('timeline:appointmentScheduledAt', {
    appointment: msg('labels:biometrics'),
    when: { date: '2026-03-03T14:05:00.000Z', timeZone: 'America/New_York', time: true },
    place: 'ASC Newark',
  }),
  by: 'applicant',
};
const edited: CaseTimelineEntry = {
  date: '2026-02-19T10:00:00.000Z',
  event: 'Updated: Consulate, Interview date',
  keyed: msg('timeline:fieldsUpdated', {
    fields: msg('timeline:listMore', { first: msg('labels:consulate'), rest: msg('labels:interviewDate') }),
  }),
  by: 'applicant',
};
// Written before timeline entries were keyed: English only.
const old: CaseTimelineEntry = {
  date: '2025-01-05T10:00:00.000Z',
  event: 'Status changed from Open to Pending',
  keyed: null,
  by: 'applicant',
};

/** The entries' texts, newest first, as the timeline shows them in `locale`. */
async function shown(locale: (typeof LOCALES)[number]): Promise<string[]> {
  await i18n.changeLanguage(locale);
  const html = renderToStaticMarkup(<CaseTimeline entries={[old, edited, scheduled]} />);
  return [...html.matchAll(/<p[^>]*>([^<]*)<\/p>/g)].map((match) => match[1] ?? '');
}

describe('CaseTimeline', () => {
  it("renders keyed entries in the reader's language and an English-only entry as it was stored", async () => {
    await i18n.loadLanguages([...LOCALES]);
    await i18n.loadNamespaces([...SERVER_NAMESPACES, 'cases']);
    const said: Record<string, string[]> = {};
    for (const locale of LOCALES) said[locale] = await shown(locale);
    await i18n.changeLanguage('en');
    const stored = 'Status changed from Open to Pending';
    expect(said).toEqual({
      en: [
        'Biometrics appointment scheduled for Tue, Mar 3, 2026, 9:05 AM EST at ASC Newark',
        'Updated: Consulate, Interview date',
        stored,
      ],
      es: [
        'Datos biométricos: cita programada para el mar, 3 de mar de 2026, 9:05 a.m. EST en ASC Newark',
        'Se actualizó: Consulado, Fecha de la entrevista',
        stored,
      ],
      fr: [
        'Données biométriques : rendez-vous fixé au mar. 3 mars 2026, 09:05 UTC−5 à ASC Newark',
        'Mis à jour : Consulat, Date de l’entretien',
        stored,
      ],
      de: [
        'Biometrie: Termin am Di., 3. März 2026, 09:05 GMT-5 vereinbart, Ort: ASC Newark',
        'Geändert: Konsulat, Datum des Interviews',
        stored,
      ],
    });
  });
});
