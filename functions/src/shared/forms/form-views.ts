// What the forms routes answer (shared/contracts/forms.ts), and the goals a case can have.
import { z } from 'zod';

/** What an applicant can set out to do; each goal's forms and steps are in domain/forms/facts/goals.ts. */
export const GOAL_IDS = [
  'marriage-adjustment',
  'remove-conditions',
  'green-card-replacement',
  'naturalization',
  'extend-stay',
  'fiance-petition',
] as const;
export type GoalId = (typeof GOAL_IDS)[number];

export const goalViewSchema = z.object({
  goalId: z.string(),
  /** In the request's language. */
  title: z.string(),
  /** The USCIS forms of the goal's filing, as USCIS numbers them. */
  forms: z.array(z.string()),
});

export const goalsSchema = z.object({ goals: z.array(goalViewSchema) });
export type GoalsView = z.infer<typeof goalsSchema>;

/** A fee in dollars: filed online (null when the form cannot be filed online) and on paper. */
export const feeSchema = z.strictObject({ online: z.number().nullable(), paper: z.number() });
export type FeeView = z.infer<typeof feeSchema>;

export const FORM_STATUSES = ['not-started', 'in-progress', 'ready'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/** A form in URLs: "I-130" → "i-130", "I-864 (joint sponsor)" → "i-864-joint-sponsor". */
export const formIdOf = (form: string): string =>
  form
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');

export const caseFormSchema = z.strictObject({
  /** The form in URLs: "i-130". */
  formId: z.string(),
  /** As USCIS numbers it: "I-130". */
  form: z.string(),
  title: z.string(),
  /** The edition of the kept official PDF ("04/01/24"); null for a form whose PDF we do not ship. */
  edition: z.string().nullable(),
  required: z.boolean(),
  /** Whether the app fills this form; the others (I-130A, I-693) are listed with their official page. */
  fillable: z.boolean(),
  officialPage: z.string(),
  status: z.enum(FORM_STATUSES),
  /** Required questions not answered yet. */
  missing: z.number().int().nonnegative(),
  /** Questions answered and asked, for the progress bar. */
  answered: z.number().int().nonnegative(),
  asked: z.number().int().nonnegative(),
  fee: feeSchema,
});
export type CaseFormView = z.infer<typeof caseFormSchema>;

export const PLAN_STEPS = ['eligibility', 'documents', 'forms', 'fees', 'file', 'biometrics', 'interview', 'decision'] as const;
export const planStepSchema = z.strictObject({
  step: z.enum(PLAN_STEPS),
  /** From the case's own records; the one `current` step is the next thing to do. */
  state: z.enum(['done', 'current', 'todo']),
});
export type PlanStepView = z.infer<typeof planStepSchema>;

export const caseFormsSchema = z.strictObject({
  /** null for a case without a goal: it has no forms to prepare yet. */
  goal: z.string().nullable(),
  forms: z.array(caseFormSchema),
  /** Required forms plus the optional forms the applicant started. */
  total: feeSchema,
  /** The case's plan, step by step; empty for a case without a goal. */
  plan: z.array(planStepSchema),
});
export type CaseFormsView = z.infer<typeof caseFormsSchema>;

/** Where a question lands on an official form, as the printed form writes it. */
export const questionRefSchema = z.strictObject({ form: z.string(), part: z.string(), item: z.string() });
export type QuestionRef = z.infer<typeof questionRefSchema>;

export const QUESTION_TYPES = ['text', 'date', 'yes-no', 'choice', 'number', 'digits'] as const;
export const answerValueSchema = z.union([z.string(), z.number(), z.boolean()]);

export const questionSchema = z.strictObject({
  /** The same fact has the same id on every form: "beneficiary.familyName", "i-485.pt9.q10". */
  id: z.string(),
  /** The person the question is about ("petitioner", "beneficiary", "jointSponsor"); null for the form's own. */
  person: z.string().nullable(),
  personLabel: z.string().nullable(),
  /** The form's part, as a heading in the user's language. */
  group: z.string(),
  label: z.string(),
  help: z.string().nullable(),
  type: z.enum(QUESTION_TYPES),
  options: z.array(z.strictObject({ value: z.string(), label: z.string() })).optional(),
  required: z.boolean(),
  /** The answer; a sensitive one (SSN, A-Number) is masked unless asked for in full. */
  value: answerValueSchema.nullable(),
  masked: z.boolean(),
  /** Filled from what the app already knew (the account, a reviewed passport…), not typed by the applicant. */
  prefilled: z.boolean(),
  /** Free text goes onto the English form, so it is asked in English. */
  englishOnly: z.boolean(),
  /** A Yes (or the flagged answer) that can bar the application: the warning to show, in the user's language. */
  flag: z.strictObject({ when: z.boolean(), warning: z.string() }).nullable(),
  refs: z.array(questionRefSchema),
});
export type QuestionView = z.infer<typeof questionSchema>;

export const questionsSchema = z.strictObject({ questions: z.array(questionSchema) });
export type QuestionsView = z.infer<typeof questionsSchema>;

export const PROBLEM_KINDS = [
  'missing-answer',
  'inconsistent',
  'edition',
  'income',
  'fee',
  'signature',
  'evidence',
  'medical-exam',
  'marriage-evidence',
] as const;

export const problemSchema = z.strictObject({
  kind: z.enum(PROBLEM_KINDS),
  /** A blocker keeps the form from being ready; a warning does not. */
  severity: z.enum(['blocker', 'warning']),
  message: z.string(),
  refs: z.array(questionRefSchema.extend({ questionId: z.string().optional() })),
});
export type ProblemView = z.infer<typeof problemSchema>;

export const formCheckSchema = z.strictObject({ ready: z.boolean(), problems: z.array(problemSchema) });
export type FormCheckView = z.infer<typeof formCheckSchema>;
