// What PUT /deadlines/facts, POST /reminders and PATCH /reminders/:reminderId accept. Pure, so the web checks its
// forms against the same rules before it sends them.
import { z } from 'zod';
import { docIdSchema } from '../ids';
import { multiLineText, singleLineText } from '../text';
import { isKnownTimeZone } from '../time-zone';

// Lead-time limits: the web's editor, these schemas and the reminder contract (domain/deadlines/reminder.ts) share them.
export const MAX_LEAD_DAYS = 365;
export const MAX_LEADS_PER_REMINDER = 5;

/** Lead times the page offers as chips; any whole number 0..MAX_LEAD_DAYS may be typed as well. */
export const SUGGESTED_LEAD_DAYS = [1, 7, 14, 30, 60, 90] as const;

export const REMINDER_TITLE_MAX = 120;
export const REMINDER_NOTES_MAX = 1000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export const calendarDate = (label: string) =>
  z
    .string({ error: `${label} must be a date written as YYYY-MM-DD` })
    .refine(isCalendarDate, `${label} must be a real date written as YYYY-MM-DD`);

/** A date the user may leave blank: '', null and a missing key all read as null. */
const optionalDate = (label: string) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), calendarDate(label).nullable());

export const timeZoneSchema = z
  .string({ error: 'Time zone must be text' })
  .refine(isKnownTimeZone, 'Not a known time zone (for example America/New_York)');

/** The time zone dates are counted in when the user has not chosen one: USCIS works on Eastern time. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** The dates the user entered or corrected (deadlineFacts/{uid}); every field may be blank. */
export const deadlineFactsSchema = z
  .object({
    /** The I-94's admit-until date; null with `i94DurationOfStatus` for "D/S". */
    i94AdmitUntil: optionalDate('I-94 admit-until date'),
    i94DurationOfStatus: z.boolean({ error: 'Answer yes or no' }).default(false),
    eadExpiry: optionalDate('EAD expiry date'),
    greenCardExpiry: optionalDate('Green card expiry date'),
    /** The card is a two-year conditional resident card (I-751, not I-90). */
    greenCardConditional: z.boolean({ error: 'Answer yes or no' }).default(false),
    permanentResidentSince: optionalDate('Permanent resident since'),
    /** Married to, and living in marital union with, a U.S. citizen (the three-year naturalization path). */
    marriedToCitizen: z.boolean({ error: 'Answer yes or no' }).default(false),
    /** Since when: the marriage (or the spouse's naturalization, if later). The three years count from here too. */
    marriedToCitizenSince: optionalDate('Married to a U.S. citizen since'),
    lastArrival: optionalDate('Last arrival in the United States'),
    passportExpiry: optionalDate('Passport expiry date'),
    timeZone: z.preprocess((value) => (value === '' || value === undefined ? null : value), timeZoneSchema.nullable()),
  })
  .strict()
  .superRefine((facts, ctx) => {
    if (facts.i94DurationOfStatus && facts.i94AdmitUntil) {
      ctx.addIssue({
        code: 'custom',
        path: ['i94AdmitUntil'],
        message: 'An I-94 marked D/S has no admit-until date: clear one or the other',
      });
    }
  });
export type DeadlineFacts = z.output<typeof deadlineFactsSchema>;

/**
 * PUT /deadlines/facts's body: the facts, and at least one of them named. An empty body (or a form the JSON parser
 * left empty) would otherwise read as "clear every date".
 */
export const deadlineFactsBodySchema = z
  .record(z.string(), z.unknown(), { error: 'Send your dates as an object' })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one of your dates')
  .pipe(deadlineFactsSchema);
export type DeadlineFactsInput = z.input<typeof deadlineFactsSchema>;

export const EMPTY_DEADLINE_FACTS: DeadlineFacts = {
  i94AdmitUntil: null,
  i94DurationOfStatus: false,
  eadExpiry: null,
  greenCardExpiry: null,
  greenCardConditional: false,
  permanentResidentSince: null,
  marriedToCitizen: false,
  marriedToCitizenSince: null,
  lastArrival: null,
  passportExpiry: null,
  timeZone: null,
};

export const leadDaysSchema = z
  .array(
    z
      .number({ error: 'Each lead time must be a number of days' })
      .int('Each lead time must be a whole number of days')
      .min(0, 'A lead time cannot be negative')
      .max(MAX_LEAD_DAYS, `A lead time can be at most ${MAX_LEAD_DAYS} days`),
    { error: 'Lead times must be a list of numbers of days' },
  )
  .min(1, 'Choose at least one lead time')
  .max(MAX_LEADS_PER_REMINDER, `At most ${MAX_LEADS_PER_REMINDER} lead times per reminder`)
  .refine((days) => new Set(days).size === days.length, 'Each lead time once');

const titleSchema = singleLineText('Title', { max: REMINDER_TITLE_MAX });
const notesSchema = multiLineText('Notes', { max: REMINDER_NOTES_MAX, required: false });

/** The kinds a user adds by hand; every other kind is computed. */
export const USER_REMINDER_KINDS = ['custom', 'rfe-response'] as const;
export type UserReminderKind = (typeof USER_REMINDER_KINDS)[number];

export const newReminderSchema = z
  .object({
    kind: z.enum(USER_REMINDER_KINDS, { error: 'Choose a custom reminder or an RFE response' }),
    title: titleSchema,
    dueDate: calendarDate('Due date'),
    caseId: z.preprocess((value) => (value === '' ? null : value), docIdSchema('case').nullable().default(null)),
    notes: notesSchema.default(''),
    leadDays: leadDaysSchema.optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.kind === 'rfe-response' && !input.caseId) {
      ctx.addIssue({ code: 'custom', path: ['caseId'], message: 'Choose the case the RFE is about' });
    }
  });
export type NewReminderInput = z.output<typeof newReminderSchema>;

export const reminderChangesSchema = z
  .object({
    leadDays: leadDaysSchema.optional(),
    muted: z.boolean({ error: 'Answer yes or no' }).optional(),
    title: titleSchema.optional(),
    dueDate: calendarDate('Due date').optional(),
    notes: notesSchema.optional(),
  })
  .strict()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), 'Nothing to change');
export type ReminderChanges = z.output<typeof reminderChangesSchema>;

/** GET /deadlines?upcoming=N: at most this many. */
export const MAX_UPCOMING = 20;
