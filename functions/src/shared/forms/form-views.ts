// What the forms routes answer (shared/contracts/forms.ts).
import { z } from 'zod';

export const goalViewSchema = z.object({
  goalId: z.string(),
  /** In the request's language. */
  title: z.string(),
  /** The USCIS forms of the goal's filing, as USCIS numbers them. */
  forms: z.array(z.string()),
});

export const goalsSchema = z.object({ goals: z.array(goalViewSchema) });
export type GoalsView = z.infer<typeof goalsSchema>;
