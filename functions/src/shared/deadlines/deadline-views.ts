// GET /deadlines and the reminder routes' answers (shared/contracts/deadlines.ts). Schemas, so the answers are checked
// against them outside production; the web imports the types only.
import { z } from 'zod';
import { messageSchema } from '../i18n/message-schema';

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

export const deadlineCitationSchema = z.strictObject({
  /** e.g. "8 CFR § 214.1(c)(4)", the same in every language. */
  reference: z.string(),
  /** What it says, in our words: the English rendering of `labelKeyed`. */
  label: z.string(),
  /** `label` as a Message, which the reader renders in their language. */
  labelKeyed: messageSchema,
  url: z.string(),
});
export type DeadlineCitationView = z.infer<typeof deadlineCitationSchema>;

/** Where a deadline's date came from. */
export const DEADLINE_SOURCE_TYPES = ['document-review', 'eligibility-check', 'your-dates', 'appointment', 'you'] as const;
export type DeadlineSourceType = (typeof DEADLINE_SOURCE_TYPES)[number];

export const deadlineSourceSchema = z.strictObject({
  type: z.enum(DEADLINE_SOURCE_TYPES),
  /** "From your document review of passport.pdf, Nov 2, 2026", "Entered by you": the English rendering of `keyed`. */
  text: z.string(),
  /** `text` as a Message; null on a reminder stored before sources were keyed (its `text` is shown as stored). */
  keyed: messageSchema.nullable(),
  /** An app path to open the source (the review, the case, the appointment), when there is one. */
  link: z.string().nullable(),
});
export type DeadlineSourceView = z.infer<typeof deadlineSourceSchema>;

const day = z.string();

/** The user's dates as GET /deadlines answers them (shared/deadlines/deadline-inputs.ts DeadlineFacts). */
export const deadlineFactsViewSchema = z.strictObject({
  i94AdmitUntil: day.nullable(),
  i94DurationOfStatus: z.boolean(),
  eadExpiry: day.nullable(),
  greenCardExpiry: day.nullable(),
  greenCardConditional: z.boolean(),
  permanentResidentSince: day.nullable(),
  marriedToCitizen: z.boolean(),
  marriedToCitizenSince: day.nullable(),
  lastArrival: day.nullable(),
  passportExpiry: day.nullable(),
  timeZone: z.string().nullable(),
});

export const deadlineSchema = z.strictObject({
  /** reminders/{id}: what PATCH and DELETE /reminders/{reminderId} take. */
  id: z.string(),
  kind: z.enum(DEADLINE_KINDS),
  /** Computed from what the app holds (mute it, do not delete it), or added by the user. */
  computed: z.boolean(),
  /** The title as stored: English for a computed reminder, the user's own words for theirs. */
  title: z.string(),
  /** The title as a Message, which the reader renders in their language; null when only `title` is stored. */
  titleKeyed: messageSchema.nullable(),
  /** YYYY-MM-DD in `timeZone`. */
  dueDate: day,
  timeZone: z.string(),
  /** Days from today (in `timeZone`) to the due date; negative once it has passed. */
  daysLeft: z.number().int(),
  /** The first day something can be filed, for deadlines that are windows (I-751, N-400, renewals). */
  windowOpens: day.nullable(),
  /** The rule in plain words, in English; null for the user's own reminders. */
  rule: z.string().nullable(),
  /** `rule` as a Message, rendered in the reader's language. */
  ruleKeyed: messageSchema.nullable(),
  citations: z.array(deadlineCitationSchema),
  source: deadlineSourceSchema,
  caseId: z.string().nullable(),
  notes: z.string(),
  leadDays: z.array(z.number().int()),
  muted: z.boolean(),
  nextFireDate: day.nullable(),
  firedLeads: z.array(z.number().int()),
  /** Where the page links the deadline to (an appointment, a case), when there is such a page. */
  link: z.string().nullable(),
  /** A caveat a lawyer should confirm ("Exceptions may apply..."), shown under the rule, in English. */
  caveat: z.string().nullable(),
  /** `caveat` as a Message, rendered in the reader's language. */
  caveatKeyed: messageSchema.nullable(),
});
export type DeadlineView = z.infer<typeof deadlineSchema>;

/** GET /deadlines and PUT /deadlines/facts. */
export const deadlinesViewSchema = z.strictObject({
  deadlines: z.array(deadlineSchema),
  facts: deadlineFactsViewSchema,
  /** Today in the user's time zone, the day `daysLeft` counts from. */
  today: day,
});
export type DeadlinesView = z.infer<typeof deadlinesViewSchema>;

/** POST /reminders and PATCH /reminders/{reminderId}: the reminder as it now stands. */
export const oneReminderSchema = z.strictObject({ reminder: deadlineSchema });
