// The '+ New Case' form's checks: the API's own schema (newDraftCaseSchema), so the form and the server agree.
import { newDraftCaseSchema, type NewDraftCase } from '@shared/cases/case-inputs';
import { issueMessage } from '@/lib/i18n/server-message';

export type DraftCaseField = keyof NewDraftCase;
export type DraftCaseErrors = Partial<Record<DraftCaseField, string>>;
export const DRAFT_CASE_FIELDS: readonly DraftCaseField[] = ['caseName', 'category', 'applicant'];

export interface DraftCaseValues {
  caseName: string;
  category: string;
  applicant: string;
}

const isField = (key: unknown): key is DraftCaseField => (DRAFT_CASE_FIELDS as readonly unknown[]).includes(key);

export type DraftCaseCheck = { ok: true; value: NewDraftCase } | { ok: false; errors: DraftCaseErrors };

export function checkDraftCase(values: DraftCaseValues): DraftCaseCheck {
  const parsed = newDraftCaseSchema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: DraftCaseErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= issueMessage(issue);
  }
  return { ok: false, errors };
}

/** The server's 400 `fields` (keyed by field name), kept to the form's own fields. */
export function serverFieldErrors(fields: Record<string, string> | undefined): DraftCaseErrors {
  const errors: DraftCaseErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) if (isField(key)) errors[key] = message;
  return errors;
}
