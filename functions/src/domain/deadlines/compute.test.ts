import { describe, expect, it } from 'vitest';
import { EMPTY_DEADLINE_FACTS, type DeadlineFacts } from '../../shared/deadlines/deadline-inputs';
import {
  appointmentDay,
  appointmentTitle,
  asylumDeadline,
  computeDeadlines,
  eadDeadline,
  greenCardDeadline,
  i751Window,
  n400EarliestFiling,
  passportDeadline,
  type DeadlineSources,
} from './compute';
import { DEADLINE_RULES } from './facts/deadline-rules';
import { DEADLINE_KINDS } from './reminder';
import { render, renderEnglish } from '../i18n/render';
import { msg } from '../../shared/i18n/message';
import { LOCALES } from '../../shared/i18n/locale';

const sources = (facts: Partial<DeadlineFacts> = {}, more: Partial<DeadlineSources> = {}): DeadlineSources => ({
  timeZone: 'America/New_York',
  facts: { ...EMPTY_DEADLINE_FACTS, ...facts },
  passport: null,
  arrival: null,
  appointments: [],
  ...more,
});

describe('passport expiry', () => {
  it('is due on the expiry date and warns from six months before, clamping month ends', () => {
    expect(passportDeadline('2027-05-20')).toEqual({ dueDate: '2027-05-20', windowOpens: '2026-11-20' });
    expect(passportDeadline('2028-08-31')).toEqual({ dueDate: '2028-08-31', windowOpens: '2028-02-29' });
    expect(passportDeadline('2027-08-31').windowOpens).toBe('2027-02-28');
  });

  it('comes from the latest reviewed passport, with the file and day as its source', () => {
    const [deadline] = computeDeadlines(
      sources(
        {},
        {
          passport: {
            expiryDate: '2027-05-20',
            fileName: 'passport.pdf',
            reviewId: 'rev1',
            reviewedAt: '2026-11-02T15:00:00.000Z',
            caseId: null,
          },
        },
      ),
    );
    expect(deadline).toMatchObject({
      key: 'passport-expiry',
      kind: 'passport-expiry',
      dueDate: '2027-05-20',
      source: {
        type: 'document-review',
        text: 'From your document review of passport.pdf, Nov 2, 2026',
        link: '/ai-assistant/documents?review=rev1',
      },
    });
  });

  it('takes the date the user entered over the review', () => {
    const [deadline] = computeDeadlines(
      sources(
        { passportExpiry: '2030-01-01' },
        { passport: { expiryDate: '2027-05-20', fileName: 'p.pdf', reviewId: 'r', reviewedAt: '2026-11-02T00:00:00Z', caseId: null } },
      ),
    );
    expect(deadline).toMatchObject({ dueDate: '2030-01-01', source: { type: 'your-dates', text: 'Entered by you' } });
  });
});

describe('I-94 admit-until', () => {
  it('is due on the admit-until date', () => {
    expect(computeDeadlines(sources({ i94AdmitUntil: '2027-02-28' }))).toMatchObject([
      { kind: 'i94-admit-until', dueDate: '2027-02-28', windowOpens: null },
    ]);
  });
  it('has no deadline for duration of status', () => {
    expect(computeDeadlines(sources({ i94DurationOfStatus: true }))).toEqual([]);
  });
});

describe('EAD renewal', () => {
  it('opens 180 days before the expiry', () => {
    expect(eadDeadline('2027-06-30')).toEqual({ dueDate: '2027-06-30', windowOpens: '2027-01-01' });
    // Across 29 February 2028: 180 days back from 2028-08-27 is 2028-02-29.
    expect(eadDeadline('2028-08-27').windowOpens).toBe('2028-02-29');
  });
});

describe('green card', () => {
  it('renews with an I-90 in the six months before a ten-year card expires', () => {
    expect(greenCardDeadline('2029-03-31')).toEqual({ dueDate: '2029-03-31', windowOpens: '2028-09-30' });
    expect(computeDeadlines(sources({ greenCardExpiry: '2029-03-31' }))).toMatchObject([{ kind: 'green-card-renewal' }]);
  });

  it('opens the I-751 window 90 days before a conditional card expires, the expiry day included', () => {
    expect(i751Window('2027-07-04')).toEqual({ dueDate: '2027-07-04', windowOpens: '2027-04-05' });
    // 90 days before 29 May 2028 is 29 February 2028.
    expect(i751Window('2028-05-29').windowOpens).toBe('2028-02-29');
    expect(computeDeadlines(sources({ greenCardExpiry: '2027-07-04', greenCardConditional: true }))).toMatchObject([
      { kind: 'i751-window', windowOpens: '2027-04-05' },
    ]);
  });
});

describe('N-400 early filing', () => {
  it('opens 90 days before five years of permanent residence', () => {
    expect(n400EarliestFiling('2021-01-15', null)).toEqual({ eligible: '2026-01-15', earliest: '2025-10-17' });
  });
  it('opens 90 days before three years when married to a U.S. citizen', () => {
    expect(n400EarliestFiling('2021-01-15', '2021-01-15')).toEqual({ eligible: '2024-01-15', earliest: '2023-10-17' });
  });
  it('waits for three years of marriage when the marriage is later than the residence', () => {
    expect(n400EarliestFiling('2021-01-15', '2023-06-01')).toEqual({ eligible: '2026-06-01', earliest: '2026-03-03' });
  });
  it('counts a 29 February start to 28 February in a common year', () => {
    expect(n400EarliestFiling('2024-02-29', null).eligible).toBe('2029-02-28');
  });
  it('uses the marriage date from the facts, or the residence date when none was given', () => {
    const married = computeDeadlines(sources({ permanentResidentSince: '2021-01-15', marriedToCitizen: true }));
    expect(married).toMatchObject([{ kind: 'n400-early-filing', dueDate: '2023-10-17' }]);
    const notMarried = computeDeadlines(sources({ permanentResidentSince: '2021-01-15', marriedToCitizenSince: '2020-01-01' }));
    expect(notMarried).toMatchObject([{ dueDate: '2025-10-17' }]);
  });
});

describe('asylum one-year deadline', () => {
  it('ends on the first anniversary of the last arrival (the arrival day is not counted)', () => {
    expect(asylumDeadline('2025-03-10')).toBe('2026-03-10');
  });
  it('moves a weekend or federal holiday to the next business day', () => {
    expect(asylumDeadline('2025-03-14')).toBe('2026-03-16'); // Saturday
    expect(asylumDeadline('2025-07-04')).toBe('2026-07-06'); // Saturday, Independence Day observed Friday
    expect(asylumDeadline('2025-11-26')).toBe('2026-11-27'); // Thanksgiving 2026
  });
  it('counts an arrival on 29 February to 28 February', () => {
    expect(asylumDeadline('2024-02-29')).toBe('2025-02-28');
  });
  it('comes from the eligibility check unless the user entered the arrival', () => {
    const arrival = { lastArrivalDate: '2026-03-10', checkedAt: '2026-04-01T12:00:00Z', caseId: 'case1' };
    expect(computeDeadlines(sources({}, { arrival }))).toMatchObject([
      {
        kind: 'asylum-one-year',
        dueDate: '2027-03-10',
        caseId: 'case1',
        source: { type: 'eligibility-check', text: 'From your eligibility check, Apr 1, 2026' },
      },
    ]);
    expect(computeDeadlines(sources({ lastArrival: '2026-03-12' }, { arrival }))).toMatchObject([
      { dueDate: '2027-03-12', source: { type: 'your-dates' } },
    ]);
  });
});

describe('appointments', () => {
  const appointment = {
    id: 'a1',
    caseId: 'c1',
    type: 'biometrics',
    title: null,
    startsAt: '2026-12-01T04:30:00.000Z',
    timeZone: 'America/Los_Angeles',
    status: 'scheduled',
  };

  it('fall on their local day where they take place, near midnight included', () => {
    expect(appointmentDay(appointment)).toBe('2026-11-30');
    expect(appointmentDay({ startsAt: '2026-11-30T16:00:00.000Z', timeZone: 'Asia/Tokyo' })).toBe('2026-12-01');
    expect(appointmentDay({ startsAt: '2026-11-30T23:59:00.000Z', timeZone: 'UTC' })).toBe('2026-11-30');
  });

  it('become reminders in their own time zone; cancelled ones do not', () => {
    const deadlines = computeDeadlines(sources({}, { appointments: [appointment, { ...appointment, id: 'a2', status: 'cancelled' }] }));
    expect(deadlines).toEqual([
      expect.objectContaining({
        key: 'appointment-a1',
        kind: 'appointment',
        title: 'Biometrics appointment',
        dueDate: '2026-11-30',
        timeZone: 'America/Los_Angeles',
        caseId: 'c1',
      }),
    ]);
  });

  it('are titled by type and title', () => {
    expect(renderEnglish(appointmentTitle({ type: 'interview', title: 'Green card interview' }))).toBe('Interview: Green card interview');
    expect(renderEnglish(appointmentTitle({ type: 'other', title: null }))).toBe('Appointment');
  });
});

describe('the rules data', () => {
  it('has a rule with official citations for every kind but custom', () => {
    for (const kind of DEADLINE_KINDS.filter((k) => k !== 'custom')) {
      const rule = DEADLINE_RULES[kind];
      for (const locale of LOCALES) expect(render(locale, msg(rule.rule)).length).toBeGreaterThan(40);
      expect(rule.citations.length).toBeGreaterThan(0);
      for (const citation of rule.citations) {
        expect(citation.url).toMatch(/^https:\/\/(www\.ecfr\.gov|www\.uscis\.gov|uscode\.house\.gov)\//);
        expect(citation.checked).toBe('2026-11-23');
      }
    }
  });

  it('keys every computed deadline once', () => {
    const all = computeDeadlines(
      sources(
        {
          i94AdmitUntil: '2027-01-01',
          eadExpiry: '2027-01-01',
          greenCardExpiry: '2027-01-01',
          permanentResidentSince: '2024-01-01',
          lastArrival: '2026-06-01',
          passportExpiry: '2028-01-01',
        },
        {
          appointments: [
            {
              id: 'x',
              caseId: 'c',
              type: 'interview',
              title: null,
              startsAt: '2027-01-01T15:00:00Z',
              timeZone: 'UTC',
              status: 'scheduled',
            },
          ],
        },
      ),
    );
    expect(new Set(all.map((d) => d.key)).size).toBe(all.length);
    expect(all).toHaveLength(7);
  });
});

describe('keyed titles', () => {
  it('key every computed title, so "Passport expires" reads in the reader\'s language', () => {
    const all = computeDeadlines(sources({ eadExpiry: '2027-01-01', passportExpiry: '2028-01-01' }));
    expect(all.map((d) => d.titleKeyed && render('es', d.titleKeyed)).sort()).toEqual([
      'Vencimiento del pasaporte',
      'Vencimiento del permiso de trabajo (EAD)',
    ]);
    expect(all.map((d) => d.title).sort()).toEqual(['Passport expires', 'Work permit (EAD) expires']);
  });

  it('render the biometrics appointment and the passport reminder in Spanish', () => {
    expect(render('es', appointmentTitle({ type: 'biometrics', title: null }))).toBe('Cita de datos biométricos');
    expect(render('es', appointmentTitle({ type: 'interview', title: 'Ajuste de estatus' }))).toBe('Entrevista: Ajuste de estatus');
  });
});
