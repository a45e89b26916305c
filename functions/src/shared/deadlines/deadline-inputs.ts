// What GET /deadlines, PUT /deadlines/facts, POST /reminders and PATCH /reminders/{reminderId} accept. Pure, so the web checks its
// forms against the same rules before it sends them.
import { z } from 'zod';
import { docIdSchema } from '../ids';
import { multiLineText, singleLineText } from '../text';
import { isKnownTimeZone } from '../time-zone';
import { wholeNumberQuery } from '../contracts/number-query';
import { issueText, msg, type LabelKey } from '../i18n/message';

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

export const calendarDate = (label: LabelKey) =>
  z
    .string({ error: issueText('validation:labelMustBeADateWrittenAs', { label: msg(label) }) })
    .refine(isCalendarDate, issueText('validation:labelMustBeARealDateWritten', { label: msg(label) }));

/** A date the user may leave blank: '', null and a missing key all read as null. */
const optionalDate = (label: LabelKey) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), calendarDate(label).nullable());

export const timeZoneSchema = z
  .string({ error: issueText('validation:timeZoneMustBeText') })
  .refine(isKnownTimeZone, issueText('validation:notAKnownTimeZoneForExample'));

/** The time zone dates are counted in when the user has not chosen one: USCIS works on Eastern time. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** The dates the user entered or corrected (deadlineFacts/{uid}); every field may be blank. */
export const deadlineFactsSchema = z
  .object({
    /** The I-94's admit-until date; null with `i94DurationOfStatus` for "D/S". */
    i94AdmitUntil: optionalDate('labels:i94AdmitUntilDate'),
    i94DurationOfStatus: z.boolean({ error: issueText('validation:answerYesOrNo') }).default(false),
    eadExpiry: optionalDate('labels:eADExpiryDate'),
    greenCardExpiry: optionalDate('labels:greenCardExpiryDate'),
    /** The card is a two-year conditional resident card (I-751, not I-90). */
    greenCardConditional: z.boolean({ error: issueText('validation:answerYesOrNo') }).default(false),
    permanentResidentSince: optionalDate('labels:permanentResidentSince'),
    /** Married to, and living in marital union with, a U.S. citizen (the three-year naturalization path). */
    marriedToCitizen: z.boolean({ error: issueText('validation:answerYesOrNo') }).default(false),
    /** Since when: the marriage (or the spouse's naturalization, if later). The three years count from here too. */
    marriedToCitizenSince: optionalDate('labels:marriedToAUSCitizen'),
    lastArrival: optionalDate('labels:lastArrivalInTheUnitedStates'),
    passportExpiry: optionalDate('labels:passportExpiryDate'),
    timeZone: z.preprocess((value) => (value === '' || value === undefined ? null : value), timeZoneSchema.nullable()),
  })
  .strict()
  .superRefine((facts, ctx) => {
    if (facts.i94DurationOfStatus && facts.i94AdmitUntil) {
      ctx.addIssue({
        code: 'custom',
        path: ['i94AdmitUntil'],
        message: issueText('validation:anI94MarkedDSHas'),
      });
    }
  });
export type DeadlineFacts = z.output<typeof deadlineFactsSchema>;

/**
 * PUT /deadlines/facts's body: the facts, and at least one of them named. An empty body (or a form the JSON parser
 * left empty) would otherwise read as "clear every date".
 */
export const deadlineFactsBodySchema = z
  .record(z.string(), z.unknown(), { error: issueText('validation:sendYourDatesAsAnObject') })
  .refine((body) => Object.keys(body).length > 0, issueText('validation:sendAtLeastOneOfYourDates'))
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
      .number({ error: issueText('validation:eachLeadTimeMustBeANumber') })
      .int(issueText('validation:eachLeadTimeMustBeAWhole'))
      .min(0, issueText('validation:aLeadTimeCannotBeNegative'))
      .max(MAX_LEAD_DAYS, issueText('validation:aLeadTimeCanBeAtMost', { max: MAX_LEAD_DAYS })),
    { error: issueText('validation:leadTimesMustBeAListOf') },
  )
  .min(1, issueText('validation:chooseAtLeastOneLeadTime'))
  .max(MAX_LEADS_PER_REMINDER, issueText('validation:atMostMaxLeadTimesPerReminder', { max: MAX_LEADS_PER_REMINDER }))
  .refine((days) => new Set(days).size === days.length, issueText('validation:eachLeadTimeOnce'));

const titleSchema = singleLineText('labels:title', { max: REMINDER_TITLE_MAX });
const notesSchema = multiLineText('labels:notes', { max: REMINDER_NOTES_MAX, required: false });

/** The kinds a user adds by hand; every other kind is computed. */
export const USER_REMINDER_KINDS = ['custom', 'rfe-response'] as const;
export type UserReminderKind = (typeof USER_REMINDER_KINDS)[number];

export const newReminderSchema = z
  .object({
    kind: z.enum(USER_REMINDER_KINDS, { error: issueText('validation:chooseACustomReminderOrAnRFE') }),
    title: titleSchema,
    dueDate: calendarDate('labels:dueDate'),
    caseId: z.preprocess((value) => (value === '' ? null : value), docIdSchema('labels:case').nullable().default(null)),
    notes: notesSchema.default(''),
    leadDays: leadDaysSchema.optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.kind === 'rfe-response' && !input.caseId) {
      ctx.addIssue({ code: 'custom', path: ['caseId'], message: issueText('validation:chooseTheCaseTheRFEIsAbout') });
    }
  });
export type NewReminderInput = z.output<typeof newReminderSchema>;

export const reminderChangesSchema = z
  .object({
    leadDays: leadDaysSchema.optional(),
    muted: z.boolean({ error: issueText('validation:answerYesOrNo') }).optional(),
    title: titleSchema.optional(),
    dueDate: calendarDate('labels:dueDate').optional(),
    notes: notesSchema.optional(),
  })
  .strict()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), issueText('validation:nothingToChange'));
export type ReminderChanges = z.output<typeof reminderChangesSchema>;

/** GET /deadlines?upcoming=N: at most this many. */
export const MAX_UPCOMING = 20;

/** GET /deadlines's query: `upcoming=N` answers only the next N deadlines not yet past (the overview's "Coming up"). */
export const deadlinesQuerySchema = z.object({
  upcoming: wholeNumberQuery()
    .pipe(
      z
        .number()
        .min(1, issueText('validation:mustBe1OrMore'))
        .max(MAX_UPCOMING, issueText('validation:mustBeMaxOrFewer', { max: MAX_UPCOMING })),
    )
    .optional(),
});
