import type { z } from 'zod';
import { badRequest, type FieldErrors } from './errors';

/** Turns zod issues into `{ "a.b": "message" }`: the field messages of an invalid-argument error. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses untrusted input (a request body, a socket payload) or throws invalid-argument with field messages. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, message = 'Invalid input'): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(message, fieldErrors(result.error));
  return result.data;
}
