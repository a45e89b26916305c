// Which deadlines a user has, from what the app holds: the latest document review's passport, the latest asylum
// eligibility check, the appointments, and the dates the user entered (deadlineFacts). Pure: the service gathers the
// sources, this decides every computed reminder's key, date and source; reminders-repo stores them.
import type { DeadlineFacts } from '../../shared/deadlines/deadline-inputs';
import type { DeadlineSourceView } from '../../shared/deadlines/deadline-views';
import { asylumFilingDeadline } from '../eligibility/rules/asylum-refugee';
import { addDays, localDate, type DeadlineKind } from './reminder';
import {
  DEADLINE_RULES,
  EAD_RENEWAL_DAYS,
  GREEN_CARD_RENEWAL_MONTHS,
  I751_WINDOW_DAYS,
  N400_EARLY_FILING_DAYS,
  N400_YEARS,
  PASSPORT_VALIDITY_MONTHS,
  type DeadlineRule,
} from './facts/deadline-rules';
import { addMonths, addYears } from './dates';
import { msg, type LabelKey, type Message } from '../../shared/i18n/message';
import { renderEnglish } from '../i18n/render';

/** The passport of the user's latest document review that read one with an expiry date. */
export interface ReviewedPassport {
  expiryDate: string;
  fileName: string;
  reviewId: string;
  /** ISO instant the review was made. */
  reviewedAt: string;
  caseId: string | null;
}

/** The user's latest eligibility check for Asylum/Refugee that gave a last arrival date. */
export interface CheckedArrival {
  lastArrivalDate: string;
  /** ISO instant the check was made. */
  checkedAt: string;
  caseId: string;
}

export const APPOINTMENT_TYPES = ['biometrics', 'interview', 'oath-ceremony', 'medical-exam', 'consultation', 'other'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

/** What a reminder needs of an appointment (appointments/{id}, data/appointments-repo.ts). */
export interface AppointmentSource {
  id: string;
  caseId: string | null;
  type: string;
  title: string | null;
  /** ISO instant. */
  startsAt: string;
  /** IANA time zone of the place. */
  timeZone: string;
  status: string;
}

export interface DeadlineSources {
  /** The user's time zone: the calendar days of every deadline but appointments. */
  timeZone: string;
  facts: DeadlineFacts;
  passport: ReviewedPassport | null;
  arrival: CheckedArrival | null;
  appointments: readonly AppointmentSource[];
}

/** A computed reminder before it is stored: what reminders-repo writes besides leadDays, firedLeads, muted. */
export interface ComputedDeadline {
  key: string;
  kind: Exclude<DeadlineKind, 'custom' | 'rfe-response'>;
  title: string;
  /** The title as a Message where the rule names one (its English rendering is `title`). */
  titleKeyed: Message | null;
  dueDate: string;
  timeZone: string;
  caseId: string | null;
  windowOpens: string | null;
  ruleId: string;
  source: DeadlineSourceView;
}

/** A source as stored: its Message and the Message's English rendering. */
export const deadlineSource = (type: DeadlineSourceView['type'], keyed: Message, link: string | null): DeadlineSourceView => ({
  type,
  text: renderEnglish(keyed),
  keyed,
  link,
});

const ENTERED = deadlineSource('your-dates', msg('deadlines:sourceEnteredByYou'), null);
const APPOINTMENTS = deadlineSource('appointment', msg('deadlines:sourceAppointments'), '/cases/appointments');

const APPOINTMENT_TITLES: Record<AppointmentType, LabelKey> = {
  biometrics: 'labels:biometricsAppointment',
  interview: 'labels:interview',
  'oath-ceremony': 'labels:oathCeremony',
  'medical-exam': 'labels:medicalExam',
  consultation: 'labels:consultation',
  other: 'labels:appointment',
};

const isAppointmentType = (type: string): type is AppointmentType => (APPOINTMENT_TYPES as readonly string[]).includes(type);

/** 'Biometrics appointment', or 'Interview: Adjustment of status' when it has a title of its own. */
export function appointmentTitle(appointment: Pick<AppointmentSource, 'type' | 'title'>): Message {
  const label = msg(isAppointmentType(appointment.type) ? APPOINTMENT_TITLES[appointment.type] : 'labels:appointment');
  const title = appointment.title?.trim();
  return title && title !== renderEnglish(label) ? msg('labels:labelWithTitle', { label, title }) : label;
}

/** The calendar day an appointment falls on where it takes place (not where the server or the user is). */
export function appointmentDay(appointment: Pick<AppointmentSource, 'startsAt' | 'timeZone'>): string {
  return localDate(new Date(appointment.startsAt), appointment.timeZone);
}

/** A passport's reminder: due on the expiry date; the "window" is the day it drops under six months of validity. */
export function passportDeadline(expiryDate: string): { dueDate: string; windowOpens: string } {
  return { dueDate: expiryDate, windowOpens: addMonths(expiryDate, -PASSPORT_VALIDITY_MONTHS) };
}

/** An EAD renewal: due on the expiry date, fileable from 180 days before. */
export function eadDeadline(expiry: string): { dueDate: string; windowOpens: string } {
  return { dueDate: expiry, windowOpens: addDays(expiry, -EAD_RENEWAL_DAYS) };
}

/** An I-90 renewal of a ten-year card: due on the expiry date, fileable in the six months before. */
export function greenCardDeadline(expiry: string): { dueDate: string; windowOpens: string } {
  return { dueDate: expiry, windowOpens: addMonths(expiry, -GREEN_CARD_RENEWAL_MONTHS) };
}

/**
 * An extension or change of status (I-539): filed by the I-94's admit-until date, which is the last day of the
 * authorized stay (8 CFR 214.1(c)(4), 248.1(b)). A stay for "duration of status" (D/S) has no such date.
 */
export function i94Deadline(admitUntil: string): { dueDate: string } {
  return { dueDate: admitUntil };
}

/** The joint I-751: the 90 days before the conditional card expires (its second anniversary), the expiry day included. */
export function i751Window(conditionalCardExpiry: string): { dueDate: string; windowOpens: string } {
  return { dueDate: conditionalCardExpiry, windowOpens: addDays(conditionalCardExpiry, -I751_WINDOW_DAYS) };
}

/**
 * The first day an N-400 may be filed: 90 days before the five-year (or, married to a U.S. citizen, three-year)
 * anniversary of permanent residence. On the three-year path the three years must also run from the marriage to the
 * citizen spouse, when that is later. Counting 90 days back from the anniversary itself gives the later of the two
 * readings in circulation (USCIS's calculator counts from the day before), so the app never suggests filing too early.
 */
export function n400EarliestFiling(
  permanentResidentSince: string,
  citizenSpouseSince: string | null,
): { earliest: string; eligible: string } {
  const years = citizenSpouseSince === null ? N400_YEARS.general : N400_YEARS.citizenSpouse;
  const residence = addYears(permanentResidentSince, years);
  const eligible =
    citizenSpouseSince === null
      ? residence
      : ([residence, addYears(citizenSpouseSince, N400_YEARS.citizenSpouse)].sort().at(-1) ?? residence);
  return { earliest: addDays(eligible, -N400_EARLY_FILING_DAYS), eligible };
}

/** The asylum one-year deadline (the eligibility rules' own computation, so the check and the reminder agree). */
export const asylumDeadline = (lastArrival: string): string => asylumFilingDeadline(lastArrival);

function computed(
  kind: ComputedDeadline['kind'],
  fields: Omit<ComputedDeadline, 'kind' | 'key' | 'ruleId' | 'title' | 'titleKeyed' | 'windowOpens' | 'caseId'> &
    Partial<Pick<ComputedDeadline, 'key' | 'title' | 'titleKeyed' | 'windowOpens' | 'caseId'>>,
): ComputedDeadline {
  const rule: DeadlineRule = DEADLINE_RULES[kind];
  const titleKeyed = fields.titleKeyed ?? msg(rule.title);
  return {
    key: kind,
    windowOpens: null,
    caseId: null,
    ...fields,
    title: renderEnglish(titleKeyed),
    titleKeyed,
    kind,
    ruleId: rule.ruleId,
  };
}

/** Every computed deadline of a user, in no particular order; keys are unique. */
export function computeDeadlines(sources: DeadlineSources): ComputedDeadline[] {
  const { facts, timeZone } = sources;
  const deadlines: ComputedDeadline[] = [];

  if (facts.passportExpiry) {
    deadlines.push(computed('passport-expiry', { ...passportDeadline(facts.passportExpiry), timeZone, source: ENTERED }));
  } else if (sources.passport) {
    const { passport } = sources;
    deadlines.push(
      computed('passport-expiry', {
        ...passportDeadline(passport.expiryDate),
        timeZone,
        caseId: passport.caseId,
        source: deadlineSource(
          'document-review',
          msg('deadlines:sourceDocumentReview', { fileName: passport.fileName, date: { date: passport.reviewedAt.slice(0, 10) } }),
          `/ai-assistant/documents?review=${encodeURIComponent(passport.reviewId)}`,
        ),
      }),
    );
  }

  if (facts.i94AdmitUntil && !facts.i94DurationOfStatus) {
    deadlines.push(computed('i94-admit-until', { ...i94Deadline(facts.i94AdmitUntil), timeZone, source: ENTERED }));
  }

  if (facts.eadExpiry) deadlines.push(computed('ead-expiry', { ...eadDeadline(facts.eadExpiry), timeZone, source: ENTERED }));

  if (facts.greenCardExpiry) {
    deadlines.push(
      facts.greenCardConditional
        ? computed('i751-window', { ...i751Window(facts.greenCardExpiry), timeZone, source: ENTERED })
        : computed('green-card-renewal', { ...greenCardDeadline(facts.greenCardExpiry), timeZone, source: ENTERED }),
    );
  }

  if (facts.permanentResidentSince) {
    const spouseSince = facts.marriedToCitizen ? (facts.marriedToCitizenSince ?? facts.permanentResidentSince) : null;
    const { earliest } = n400EarliestFiling(facts.permanentResidentSince, spouseSince);
    deadlines.push(computed('n400-early-filing', { dueDate: earliest, timeZone, source: ENTERED }));
  }

  if (facts.lastArrival) {
    deadlines.push(computed('asylum-one-year', { dueDate: asylumDeadline(facts.lastArrival), timeZone, source: ENTERED }));
  } else if (sources.arrival) {
    const { arrival } = sources;
    deadlines.push(
      computed('asylum-one-year', {
        dueDate: asylumDeadline(arrival.lastArrivalDate),
        timeZone,
        caseId: arrival.caseId,
        source: deadlineSource(
          'eligibility-check',
          msg('deadlines:sourceEligibilityCheck', { date: { date: arrival.checkedAt.slice(0, 10) } }),
          `/cases/view?case=${encodeURIComponent(arrival.caseId)}`,
        ),
      }),
    );
  }

  for (const appointment of sources.appointments) {
    if (appointment.status === 'cancelled') continue;
    deadlines.push(
      computed('appointment', {
        key: `appointment-${appointment.id}`,
        titleKeyed: appointmentTitle(appointment),
        dueDate: appointmentDay(appointment),
        timeZone: appointment.timeZone,
        caseId: appointment.caseId,
        source: APPOINTMENTS,
      }),
    );
  }
  return deadlines;
}
