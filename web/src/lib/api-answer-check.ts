// Development and unit tests only (lib/api.ts loads this behind import.meta.env): each JSON answer of a route with a
// contract is parsed against the contract's answer schema, so a screen written against a shape the API no longer
// answers fails where it is developed and tested, not in front of a user. The production build has none of it.
import { isJsonAnswer } from '@shared/contracts/contract';
import { contractFor } from '@shared/contracts/registry';
import { z } from 'zod';

export class AnswerOutsideContract extends Error {
  constructor(
    readonly route: string,
    readonly issues: string,
  ) {
    super(`${route} answered outside its contract:\n${issues}`);
    this.name = 'AnswerOutsideContract';
  }
}

/** Throws AnswerOutsideContract when a JSON answer of `method` and the contract path `path` is outside its schema. */
export async function checkAnswer(method: string, path: string, response: Response): Promise<void> {
  const schema = contractFor(method, path)?.responses[response.status];
  if (!isJsonAnswer(schema)) return;
  const result = schema.safeParse(await response.clone().json());
  if (result.success) return;
  const error = new AnswerOutsideContract(`${method} ${path} (${response.status})`, z.prettifyError(result.error));
  // Loud in the console too: a query hook may turn the failure into an error screen without saying why.
  console.error(error);
  throw error;
}
