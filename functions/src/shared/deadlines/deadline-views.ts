// GET /deadlines and the reminder routes' answers. Types only, so the web imports them as they are.
import type { DeadlineFacts } from './deadline-inputs';
import type { Message } from '../i18n/message';

/** What a deadline is about; each computed kind has its rule and citation in domain/deadlines/facts/. */
export const DEADLINE_KINDS = [
  'passport-expiry',
  'i94-admit-until',
  'ead-expiry',
  'green-card-renewal',
  'i751-window',
  'n400-early-filing',
  'asylum-one-year',
  'rfe-response',
  'appointment',
  'custom',
] as const;
export type DeadlineKindView = (typeof DEADLINE_KINDS)[number];

export interface DeadlineCitationView {
  /** e.g. "8 CFR § 214.1(c)(4)" */
  reference: string;
  /** What it says, in our words. */
  label: string;
  url: string;
}

/** Where a deadline's date came from. */
export type DeadlineSourceType = 'document-review' | 'eligibility-check' | 'your-dates' | 'appointment' | 'you';

export interface DeadlineSourceView {
  type: DeadlineSourceType;
  /** "From your document review of passport.pdf, Nov 2, 2026", "From your eligibility check", "Entered by you". */
  text: string;
  /** An app path to open the source (the review, the case, the appointment), when there is one. */
  link: string | null;
}

export interface DeadlineView {
  /** reminders/{id}: what PATCH and DELETE /reminders/:reminderId take. */
  id: string;
  kind: DeadlineKindView;
  /** Computed from what the app holds (mute it, do not delete it), or added by the user. */
  computed: boolean;
  /** The title as stored: English for a computed reminder, the user's own words for theirs. */
  title: string;
  /** The title as a Message, which the reader renders in their language; null when only `title` is stored. */
  titleKeyed: Message | null;
  /** YYYY-MM-DD in `timeZone`. */
  dueDate: string;
  timeZone: string;
  /** Days from today (in `timeZone`) to the due date; negative once it has passed. */
  daysLeft: number;
  /** The first day something can be filed, for deadlines that are windows (I-751, N-400, renewals). */
  windowOpens: string | null;
  /** The rule in plain words; null for the user's own reminders. */
  rule: string | null;
  citations: DeadlineCitationView[];
  source: DeadlineSourceView;
  caseId: string | null;
  notes: string;
  leadDays: number[];
  muted: boolean;
  nextFireDate: string | null;
  firedLeads: number[];
  /** Where the page links the deadline to (an appointment, a case), when there is such a page. */
  link: string | null;
  /** A caveat a lawyer should confirm ("Exceptions may apply..."), shown under the rule. */
  caveat: string | null;
}

export interface DeadlinesView {
  deadlines: DeadlineView[];
  facts: DeadlineFacts;
  /** Today in the user's time zone, the day `daysLeft` counts from. */
  today: string;
}
