// Field messages for the Track forms, from the shared zod schemas (checked before sending) and from the API's
// 400 `fields` (checked again there), keyed by the form's field names.
import type { z } from 'zod';
import { issueMessage } from '@/lib/i18n/server-message';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** A form's values checked: the input to send, or a message per field. */
export type Checked<T, F extends string> = { ok: true; input: T } | { ok: false; errors: FieldErrors<F> };

/** The first message zod gives for each known field; other paths are ignored. */
export function zodFieldErrors<F extends string>(error: z.ZodError, fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field) && !errors[field as F])
      errors[field as F] = issueMessage(issue);
  }
  return errors;
}

/** The API's `fields` ("receiptNumber": "...", sometimes nested as "a.b"), for the fields the form has. */
export function apiFieldErrors<F extends string>(fields: Record<string, string> | undefined, known: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const field = path.split('.')[0];
    if (field && (known as readonly string[]).includes(field) && !errors[field as F]) errors[field as F] = message;
  }
  return errors;
}

/** Optional text left blank is left out rather than sent as "". */
export const optional = (value: string): string | undefined => (value.trim() === '' ? undefined : value);
