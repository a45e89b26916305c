// The USCIS Case Status API's answers, checked with zod and turned into our report. Shapes as the API page at
// developer.uscis.gov and the sandbox describe them (checked 2026-11-22):
// - token: `access_token` and `expires_in`, the lifetime in seconds, which the gateway sends as a string ("1799");
// - status: everything under `case_status`: `receiptNumber`, `formType`, `submittedDate` and `modifiedDate`
//   ("MM-DD-YYYY HH:mm:ss"; absent on some IOE receipts), `current_case_status_text_en` (the short title),
//   `current_case_status_desc_en` (the explanation, at times with HTML links) and `hist_case_status`, earlier steps
//   as `{ date: "YYYY-MM-DD", completed_text_en }`, or null. Spanish twins (`*_es`) are ignored.
// Only what the report needs is required; unknown fields are dropped, so USCIS adding one breaks nothing.
import { z } from 'zod';
import { normalizeReceiptNumber } from '../../shared/cases/receipt-number';
import type { CaseStatusReport } from '../status-check';
import { statusForUscisTitle } from './status-map';

/** USCIS documents 30-minute tokens; used when an answer leaves the lifetime out. */
const DEFAULT_TOKEN_SECONDS = 1800;

export const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z
    .union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)])
    .optional()
    .transform((seconds) => seconds ?? DEFAULT_TOKEN_SECONDS),
});

const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));

export const caseStatusAnswerSchema = z.object({
  case_status: z.object({
    receiptNumber: z.string().optional(),
    formType: optionalText,
    modifiedDate: optionalText,
    current_case_status_text_en: z.string().trim().min(1),
    current_case_status_desc_en: optionalText,
    hist_case_status: z
      .array(z.object({ date: z.string(), completed_text_en: z.string() }))
      .nullish()
      .transform((entries) => entries ?? []),
  }),
});

export type CaseStatusAnswer = z.infer<typeof caseStatusAnswerSchema>;

/** YYYY-MM-DD from the date forms USCIS uses (ISO, "MM-DD-YYYY" with or without a time, epoch milliseconds), else null. */
export function uscisDate(value: string | null): string | null {
  const text = value?.trim() ?? '';
  let year: string | undefined;
  let month: string | undefined;
  let day: string | undefined;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T\s])/.exec(text);
  const american = /^(\d{2})[-/](\d{2})[-/](\d{4})(?:$|\s)/.exec(text);
  if (iso) [, year, month, day] = iso;
  else if (american) [, month, day, year] = american;
  else if (/^\d{11,14}$/.test(text)) return new Date(Number(text)).toISOString().slice(0, 10);
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = `${year}-${month}-${day}`;
  // Rejects 13-45-2023 and the like, which Date would roll over into another day.
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : null;
}

/** Plain text from USCIS's explanation, which may carry links or paragraphs: the words stay, the markup goes. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/ ([.,;:])/g, '$1');
}

/** Our report from a checked answer, or null when the answer is about another receipt number. */
export function toReport(answer: CaseStatusAnswer, receiptNumber: string): CaseStatusReport | null {
  const status = answer.case_status;
  if (status.receiptNumber !== undefined && normalizeReceiptNumber(status.receiptNumber) !== receiptNumber) return null;
  const history = status.hist_case_status
    .map((entry) => ({ date: uscisDate(entry.date), statusText: plainText(entry.completed_text_en) }))
    .filter((entry): entry is { date: string; statusText: string } => entry.date !== null && entry.statusText !== '')
    .sort((a, b) => a.date.localeCompare(b.date));
  const statusText = plainText(status.current_case_status_text_en);
  return {
    receiptNumber,
    formType: status.formType,
    statusText,
    description: status.current_case_status_desc_en === null ? '' : plainText(status.current_case_status_desc_en),
    status: statusForUscisTitle(statusText),
    // IOE receipts may come without modifiedDate; the latest step listed is then the best date there is.
    updatedOn: uscisDate(status.modifiedDate) ?? history.at(-1)?.date ?? null,
    history,
  };
}
