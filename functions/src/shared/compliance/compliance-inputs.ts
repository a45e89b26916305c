// PUT /compliance/cases/{id}/items: tick or untick one item of a case's checklist. Shared with the web's form.
import { z } from 'zod';
import { issueText } from '../i18n/message';

/** Item ids are the obligation ids of domain/compliance/facts/obligations.ts: lower-case words and hyphens. */
export const COMPLIANCE_ITEM_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const complianceTickSchema = z
  .object({
    itemId: z
      .string({ error: issueText('validation:chooseAnItemOfTheChecklist') })
      .regex(COMPLIANCE_ITEM_ID, issueText('validation:noSuchItemOnThisChecklist')),
    done: z.boolean({ error: issueText('validation:sayWhetherTheItemIsDoneTrue') }),
    /** YYYY-MM-DD; defaults to today. Ignored when unticking. */
    doneOn: z
      .string({ error: issueText('validation:enterTheDateAsYYYYMMDD') })
      .regex(DAY, issueText('validation:enterTheDateAsYYYYMMDD'))
      .refine(
        (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
        issueText('validation:enterARealDate'),
      )
      .optional(),
  })
  .strict();

export type ComplianceTick = z.infer<typeof complianceTickSchema>;

/** The earliest date a tick may carry: obligations such as filing taxes may have been met long before the case. */
export const EARLIEST_DONE_ON = '1900-01-01';
