// The New Application form's values, checked with the same schema the API applies (POST /cases).
import { newTrackedApplicationSchema, type NewTrackedApplication } from '@shared/cases/case-inputs';
import { optional, zodFieldErrors, type Checked } from './form-errors';

export const NEW_APPLICATION_FIELDS = ['formType', 'receiptNumber', 'submissionDate', 'priorityDate', 'applicant'] as const;
export type NewApplicationField = (typeof NEW_APPLICATION_FIELDS)[number];
export type NewApplicationValues = Record<NewApplicationField, string>;

export const EMPTY_NEW_APPLICATION: NewApplicationValues = {
  formType: '',
  receiptNumber: '',
  submissionDate: '',
  priorityDate: '',
  applicant: '',
};

export function checkNewApplication(values: NewApplicationValues): Checked<NewTrackedApplication, NewApplicationField> {
  const parsed = newTrackedApplicationSchema.safeParse({
    // An unchosen select or empty date is "missing", so the schema says "... is required".
    formType: optional(values.formType),
    receiptNumber: values.receiptNumber,
    submissionDate: optional(values.submissionDate),
    priorityDate: optional(values.priorityDate),
    applicant: optional(values.applicant),
  });
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: zodFieldErrors(parsed.error, NEW_APPLICATION_FIELDS) };
}
