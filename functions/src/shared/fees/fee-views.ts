// The fee calculator's contract (shared/contracts/fees.ts, docs/fees.md): what GET /fees/quote takes and answers. The
// answer's shape, `{ lines: [{ form, amount, source, checkedOn, conditions }], total }`, is pinned.
import { z } from 'zod';

export const FILING_METHODS = ['online', 'paper'] as const;
export const I129_CLASSES = ['h1b', 'l1', 'o1', 'e-tn'] as const;
export const HUMANITARIAN_WORK_PERMITS = ['initial', 'renewal'] as const;

/** The most forms one quote prices. */
export const MAX_QUOTE_FORMS = 20;

/** A yes/no option of the query string: `true` or `1` turns it on. */
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

export const feeQuoteQuerySchema = z.strictObject({
  /** USCIS form numbers, comma-separated: "I-485,I-765". */
  forms: z
    .string()
    .trim()
    .min(1)
    .max(MAX_QUOTE_FORMS * 12)
    .transform((value) =>
      value
        .split(',')
        .map((form) => form.trim())
        .filter((form) => form !== ''),
    )
    .pipe(z.array(z.string().max(12)).min(1).max(MAX_QUOTE_FORMS)),
  filing: z.enum(FILING_METHODS),
  /** The N-400's reduced fee (household income at most 400% of the poverty guidelines). */
  reducedFee: flag,
  /** A fee waiver asked for with Form I-912. */
  feeWaiver: flag,
  /** An I-485 of a child under 14 filing with a parent. */
  childUnder14: flag,
  /** An I-765 or I-131 filed with or after a pending I-485. */
  withPendingI485: flag,
  /** Premium processing (Form I-907) where it exists. */
  premium: flag,
  /** The I-129's classification; required with an I-129. */
  i129Class: z.enum(I129_CLASSES).optional(),
  /** An employer of 25 or fewer full-time employees, or a nonprofit. */
  smallEmployer: flag,
  /** An I-765 of an asylum applicant, a parolee or TPS: Pub. L. 119-21 adds a charge. */
  humanitarianWorkPermit: z.enum(HUMANITARIAN_WORK_PERMITS).optional(),
});
export type FeeQuoteQuery = z.infer<typeof feeQuoteQuerySchema>;

export const feeLineSchema = z.strictObject({
  /** As USCIS numbers it: "I-485"; premium processing is its own line, "I-907". */
  form: z.string(),
  /** In U.S. dollars. */
  amount: z.number().nonnegative(),
  /** The official page of the amount. */
  source: z.string(),
  /** YYYY-MM-DD: when the amount was checked against it. */
  checkedOn: z.string(),
  /** What the amount depends on, in the caller's language. */
  conditions: z.array(z.string()),
});

export const feeQuoteSchema = z.strictObject({ lines: z.array(feeLineSchema), total: z.number().nonnegative() });
export type FeeQuoteView = z.infer<typeof feeQuoteSchema>;
