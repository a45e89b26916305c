// PUT /compliance/cases/{id}/items: tick or untick one item of a case's checklist. Shared with the web's form.
import { z } from 'zod';

/** Item ids are the obligation ids of domain/compliance/facts/obligations.ts: lower-case words and hyphens. */
export const COMPLIANCE_ITEM_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const complianceTickSchema = z
  .object({
    itemId: z.string({ error: 'Choose an item of the checklist.' }).regex(COMPLIANCE_ITEM_ID, 'No such item on this checklist.'),
    done: z.boolean({ error: 'Say whether the item is done (true or false).' }),
    /** YYYY-MM-DD; defaults to today. Ignored when unticking. */
    doneOn: z
      .string({ error: 'Enter the date as YYYY-MM-DD.' })
      .regex(DAY, 'Enter the date as YYYY-MM-DD.')
      .refine(
        (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
        'Enter a real date.',
      )
      .optional(),
  })
  .strict();

export type ComplianceTick = z.infer<typeof complianceTickSchema>;

/** The earliest date a tick may carry: obligations such as filing taxes may have been met long before the case. */
export const EARLIEST_DONE_ON = '1900-01-01';
