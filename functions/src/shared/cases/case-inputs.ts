// The cases endpoints' inputs (http/routes/cases.ts). Pure, so the web's forms check the same rules.
import { z } from 'zod';
import { ELIGIBILITY_CATEGORIES } from '../reference/categories';
import { COUNTRIES } from '../reference/countries';
import { docIdSchema } from '../ids';
import { PREFERENCE_CATEGORIES } from '../visa-bulletin/visa-bulletin';
import { USCIS_FORM_CODES } from '../reference/uscis-forms';
import { singleLineText } from '../text';
import { GOAL_IDS } from '../forms/form-views';
import { CASE_STATUSES, CASE_STATUS_FILTERS, STATUS_UPDATE_STATUSES } from './case-status';
import { receiptNumberSchema } from './receipt-number';
import { issueText, msg, type LabelKey } from '../i18n/message';

export const CASE_LIMITS = {
  name: 120,
  applicant: 120,
  search: 100,
  consulate: 120,
  officerName: 120,
  officerEmail: 254,
  notice: 200,
  maxFee: 100_000,
} as const;

/** Rows per page: My Cases (the spec does not say; five shows the pager with a handful of cases) and Track Applications (3). */
export const CASE_PAGE_SIZES = { cases: 5, applications: 3, max: 50 } as const;

/** cases: every case (My Cases). applications: the filed applications followed in Track Your Applications. */
export const CASE_LIST_VIEWS = ['cases', 'applications'] as const;
export type CaseListView = (typeof CASE_LIST_VIEWS)[number];

const day = (label: LabelKey) =>
  z.iso.date({
    error: (issue) =>
      issue.input === undefined
        ? issueText('validation:labelIsRequired', { label: msg(label) })
        : issueText('validation:labelMustBeADateWrittenAs', { label: msg(label) }),
  });

/** A calendar day that has already come (filing and priority dates, notices). `today` is passed for tests. */
export const pastDay = (label: LabelKey, today: () => string = () => new Date().toISOString().slice(0, 10)) =>
  day(label).refine((value) => value <= today(), issueText('validation:labelCannotBeInTheFuture', { label: msg(label) }));

/** A whole number from a query string: decimal digits only (not "1e1", " 5" or a repeated parameter's list). */
const wholeNumber = (label: LabelKey, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value),
    z
      .number({ error: issueText('validation:labelMustBeAWholeNumber', { label: msg(label) }) })
      .int(issueText('validation:labelMustBeAWholeNumber', { label: msg(label) }))
      .min(min, issueText('validation:labelMustBeAtLeastMin', { label: msg(label), min }))
      .max(max, issueText('validation:labelMustBeAtMostMax', { label: msg(label), max })),
  );

/** GET /cases: filters and paging, from the query string. */
export const caseListQuerySchema = z
  .object({
    status: z
      .enum(CASE_STATUS_FILTERS, { error: issueText('validation:statusMustBeOneOfOptions', { options: CASE_STATUS_FILTERS.join(', ') }) })
      .default('All'),
    q: singleLineText('labels:search', { max: CASE_LIMITS.search, required: false }).optional(),
    submittedFrom: day('labels:startDate').optional(),
    submittedTo: day('labels:endDate').optional(),
    pageSize: wholeNumber('labels:pageSize', 1, CASE_PAGE_SIZES.max).optional(),
    page: wholeNumber('labels:page', 1, 100_000).default(1),
    view: z.enum(CASE_LIST_VIEWS, { error: issueText('validation:viewMustBeCasesOrApplications') }).default('cases'),
  })
  .refine((query) => !query.submittedFrom || !query.submittedTo || query.submittedFrom <= query.submittedTo, {
    path: ['submittedTo'],
    message: issueText('validation:theEndDateMustBeOnOr'),
  });
export type CaseListQuery = z.output<typeof caseListQuerySchema>;

const caseName = singleLineText('labels:caseName', { max: CASE_LIMITS.name });
const applicant = singleLineText('labels:applicant', { max: CASE_LIMITS.applicant });
const category = z.enum(ELIGIBILITY_CATEGORIES, { error: issueText('validation:chooseACategoryFromTheList') });
const goal = z.enum(GOAL_IDS, { error: issueText('validation:chooseAGoal') });
const formType = z.enum(USCIS_FORM_CODES, { error: issueText('validation:chooseAFormFromTheList') });

/** POST /cases with a name: a Draft case (the '+ New Case' button). */
export const newDraftCaseSchema = z.object({ caseName, category, applicant });
export type NewDraftCase = z.output<typeof newDraftCaseSchema>;

/** POST /cases with a receipt number: a filed application to follow ('New Application'). */
export const newTrackedApplicationSchema = z.object({
  formType,
  receiptNumber: receiptNumberSchema,
  submissionDate: pastDay('labels:filingDate'),
  priorityDate: pastDay('labels:priorityDate').optional(),
  /** Defaults to the signed-in user's name. */
  applicant: applicant.optional(),
});
export type NewTrackedApplication = z.output<typeof newTrackedApplicationSchema>;

/** POST /cases with a goal: the case that prepares its filing ("What do you want to do?"); named after the goal unless given a name. */
export const newGoalCaseSchema = z.object({ goal, caseName: caseName.optional() });
export type NewGoalCase = z.output<typeof newGoalCaseSchema>;

/**
 * POST /cases with a chat (or nothing): the chat's case, opened on first use; null (or absent) opens one without a
 * chat. With a caseId, the chat is linked to that existing case instead (the chat's create_case, "Which case is this
 * about?").
 */
export const caseForChatSchema = z
  .object({ chatId: docIdSchema('labels:chat').nullish(), caseId: docIdSchema('labels:case').optional() })
  .refine((body) => body.caseId === undefined || Boolean(body.chatId), {
    path: ['caseId'],
    message: issueText('validation:aCaseIsLinkedToAChat'),
  });

/** POST /cases takes four bodies: a tracked application, a goal's case, a Draft case, or a chat's case. */
export const newCaseSchema = z.union([newTrackedApplicationSchema, newGoalCaseSchema, newDraftCaseSchema, caseForChatSchema]);

/** Which of POST /cases's bodies is meant shows in its fields; a mistake is reported in that body's own terms. */
export function newCaseSchemaFor(body: unknown): z.ZodType {
  if (typeof body !== 'object' || body === null) return caseForChatSchema;
  if ('receiptNumber' in body || 'formType' in body) return newTrackedApplicationSchema;
  if ('goal' in body) return newGoalCaseSchema;
  if ('caseName' in body || 'category' in body || 'applicant' in body) return newDraftCaseSchema;
  return caseForChatSchema;
}

/** Optional text a PATCH may also clear with null or ''. */
const clearable = (label: LabelKey, max: number) =>
  singleLineText(label, { max, required: false })
    .nullable()
    .transform((value) => value || null);

/** PATCH /cases/{id}: the fields the applicant may edit, and a status move (see domain/cases/case-lifecycle.ts). */
export const casePatchSchema = z
  .object({
    caseName: caseName.optional(),
    applicant: applicant.optional(),
    category: category.optional(),
    goal: goal.optional(),
    formType: formType.nullable().optional(),
    receiptNumber: receiptNumberSchema.nullable().optional(),
    submissionDate: pastDay('labels:submissionDate').nullable().optional(),
    priorityDate: pastDay('labels:priorityDate').nullable().optional(),
    // The Visa Bulletin row and column of a tracked application, which its priority date is read against.
    preferenceCategory: z
      .enum(PREFERENCE_CATEGORIES, { error: issueText('validation:chooseAPreferenceCategoryFromTheList') })
      .nullable()
      .optional(),
    chargeability: z
      .enum(COUNTRIES, { error: issueText('validation:chooseACountryFromTheList') })
      .nullable()
      .optional(),
    fee: z
      .number({ error: issueText('validation:feeMustBeANumberOfDollars') })
      .min(0, issueText('validation:feeCannotBeNegative'))
      .max(CASE_LIMITS.maxFee, issueText('validation:feeMustBeAtMostMax', { max: CASE_LIMITS.maxFee }))
      .multipleOf(0.01, issueText('validation:feeHasAtMost2Decimals'))
      .nullable()
      .optional(),
    consulate: clearable('labels:consulate', CASE_LIMITS.consulate).optional(),
    interviewDate: day('labels:interviewDate').nullable().optional(),
    officerName: clearable('labels:officerName', CASE_LIMITS.officerName).optional(),
    // '' clears it, as with the other optional text fields.
    officerEmail: z
      .preprocess(
        (value) => (value === '' ? null : value),
        z.email(issueText('validation:officerEmailMustBeAnEmailAddress')).max(CASE_LIMITS.officerEmail).nullable(),
      )
      .optional(),
    status: z
      .enum(CASE_STATUSES, { error: issueText('validation:statusMustBeOneOfOptions', { options: CASE_STATUSES.join(', ') }) })
      .optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, issueText('validation:nothingToChange'));
export type CasePatch = z.output<typeof casePatchSchema>;

/** POST /cases/{id}/status-updates: a notice the applicant received, recorded by hand (the manual provider). */
export const statusUpdateSchema = z.object({
  status: z.enum(STATUS_UPDATE_STATUSES, {
    error: issueText('validation:statusMustBeOneOfOptions', { options: STATUS_UPDATE_STATUSES.join(', ') }),
  }),
  notice: singleLineText('labels:notice', { max: CASE_LIMITS.notice }),
  date: pastDay('labels:noticeDate').optional(),
});
export type StatusUpdateInput = z.output<typeof statusUpdateSchema>;
