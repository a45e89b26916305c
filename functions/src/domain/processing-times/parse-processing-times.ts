// Reads a saved copy of the data behind USCIS's processing-times page (egov.uscis.gov/processing-times): the answers
// of its `processingtime/<form>/<office>/<category>` calls, one or many, as the page's JSON gives them. Each category
// of a form at an office becomes one figure: the time in which USCIS completed 80% of such cases (the upper value of
// the posted range), in months, with the date USCIS published it. Pure; docs/processing-times.md.
import { z } from 'zod';

export const PROCESSING_TIMES_SOURCE = 'https://egov.uscis.gov/processing-times/';

export interface ProcessingTimeFigure {
  form: string;
  office: string;
  /** USCIS's key of the category ("134A-F21"), and its English label. */
  categoryKey: string;
  category: string;
  typicalMonths: number;
  /** YYYY-MM-DD. */
  asOf: string;
  source: string;
}

export class ProcessingTimesParseError extends Error {}

const value = z.union([z.number(), z.string()]);
const rangeSchema = z.array(z.object({ value, unit: z.string() }).passthrough()).optional();
const subtypeSchema = z
  .object({
    form_type: z.string().min(1),
    publication_date: z.string().min(1),
    range: rangeSchema,
    subtype_info_en: z.string().nullish(),
    subtype_en: z.string().nullish(),
  })
  .passthrough();
const answerSchema = z
  .object({
    data: z.object({
      processing_time: z
        .object({
          form_name: z.string().min(1),
          office_code: z.string().min(1),
          range: rangeSchema,
          subtypes: z.array(subtypeSchema).min(1),
        })
        .passthrough(),
    }),
  })
  .passthrough();
type Answer = z.infer<typeof answerSchema>;

const MONTHS_PER_UNIT: Readonly<Record<string, number>> = {
  month: 1,
  months: 1,
  week: 12 / 52,
  weeks: 12 / 52,
  day: 12 / 365,
  days: 12 / 365,
};

/** The longest time of a posted range, in months to one decimal, or undefined without one. */
function monthsOf(range: Array<{ value: string | number; unit: string }> | undefined): number | undefined {
  const months = (range ?? []).flatMap(({ value: amount, unit }) => {
    const number = typeof amount === 'number' ? amount : Number(amount.trim());
    const perUnit = MONTHS_PER_UNIT[unit.trim().toLowerCase()];
    return Number.isFinite(number) && number >= 0 && perUnit !== undefined ? [number * perUnit] : [];
  });
  return months.length === 0 ? undefined : Math.round(Math.max(...months) * 10) / 10;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "November 30, 2025" or "2025-11-30" as YYYY-MM-DD. */
function isoDay(text: string): string | undefined {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return trimmed;
  const match = /^([A-Za-z]+)\s+(\d{1,2}),\s*(\d{4})$/.exec(trimmed);
  const month = match ? MONTHS.indexOf((match[1] ?? '').toLowerCase()) : -1;
  if (!match || month < 0) return undefined;
  return `${match[3]}-${String(month + 1).padStart(2, '0')}-${(match[2] ?? '').padStart(2, '0')}`;
}

/** The answers a saved file holds: one answer, a list of them, or `{ answers: [...] }`. */
function answersOf(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  if (json && typeof json === 'object' && 'answers' in json && Array.isArray(json.answers)) return json.answers;
  return [json];
}

function figuresOf(answer: Answer, index: number): ProcessingTimeFigure[] {
  const time = answer.data.processing_time;
  return time.subtypes.map((subtype) => {
    const typicalMonths = monthsOf(subtype.range) ?? monthsOf(time.range);
    const asOf = isoDay(subtype.publication_date);
    const where = `answer ${index + 1} (${time.form_name} at ${time.office_code}, ${subtype.form_type})`;
    if (typicalMonths === undefined) throw new ProcessingTimesParseError(`${where} has no processing time in months, weeks or days.`);
    if (asOf === undefined)
      throw new ProcessingTimesParseError(`${where} has a publication date it cannot read: "${subtype.publication_date}".`);
    return {
      form: time.form_name.trim().toUpperCase(),
      office: time.office_code.trim().toUpperCase(),
      categoryKey: subtype.form_type.trim(),
      category: (subtype.subtype_info_en ?? subtype.subtype_en ?? subtype.form_type).trim(),
      typicalMonths,
      asOf,
      source: PROCESSING_TIMES_SOURCE,
    };
  });
}

/** Every figure of a saved file; throws ProcessingTimesParseError, naming the answer, for anything it cannot read. */
export function parseProcessingTimes(text: string): ProcessingTimeFigure[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ProcessingTimesParseError('The file is not JSON: save the answers of the processing-times page as they come.');
  }
  const answers = answersOf(json);
  if (answers.length === 0) throw new ProcessingTimesParseError('The file holds no processing-time answers.');
  const figures = answers.flatMap((raw, index) => {
    const parsed = answerSchema.safeParse(raw);
    if (!parsed.success) {
      throw new ProcessingTimesParseError(
        `Answer ${index + 1} is not a processing-time answer (data.processing_time with form_name, office_code and subtypes).`,
      );
    }
    return figuresOf(parsed.data, index);
  });
  // The same category at the same office twice: the later publication wins.
  const byKey = new Map<string, ProcessingTimeFigure>();
  for (const figure of figures) {
    const key = `${figure.form}|${figure.office}|${figure.categoryKey}`;
    const earlier = byKey.get(key);
    if (!earlier || earlier.asOf <= figure.asOf) byKey.set(key, figure);
  }
  return [...byKey.values()];
}
