// The Record a notice form's values, checked with the API's schema (POST /cases/{id}/status-updates).
import { statusUpdateSchema, type StatusUpdateInput } from '@shared/cases/case-inputs';
import { optional, zodFieldErrors, type Checked } from './form-errors';

export const STATUS_UPDATE_FIELDS = ['status', 'notice', 'date'] as const;
export type StatusUpdateField = (typeof STATUS_UPDATE_FIELDS)[number];
export type StatusUpdateValues = Record<StatusUpdateField, string>;

export function checkStatusUpdate(values: StatusUpdateValues): Checked<StatusUpdateInput, StatusUpdateField> {
  const parsed = statusUpdateSchema.safeParse({ status: optional(values.status), notice: values.notice, date: optional(values.date) });
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: zodFieldErrors(parsed.error, STATUS_UPDATE_FIELDS) };
}
