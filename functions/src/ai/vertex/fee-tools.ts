// quote_fees and processing_times: Gemini's way into the fee engine (domain/fees, the one the fee calculator and the
// case's forms use) and into USCIS's imported processing times (docs/processing-times.md). The provider answers both
// itself, within the reply, so the model gives the engine's amounts and USCIS's posted times, not its own.
import { Type, type FunctionDeclaration } from '@google/genai';
import { figureFor } from '../../domain/processing-times/case-processing';
import type { ProcessingTimeFigure } from '../../domain/processing-times/parse-processing-times';
import { feeQuote } from '../../domain/fees/quote';
import { render } from '../../domain/i18n/render';
import { HUMANITARIAN_WORK_PERMITS, I129_CLASSES } from '../../shared/fees/fee-views';
import { feeCalculatorPath, TRACK_APPLICATIONS_PATH } from '../../shared/cases/case-links';
import { isKnowledgeLanguage, KNOWLEDGE_LANGUAGES } from '../../shared/knowledge/knowledge-views';

export const FEES_TOOL_NAME = 'quote_fees';
export const PROCESSING_TOOL_NAME = 'processing_times';

const MAX_FORMS = 20;

const flag = (description: string) => ({ type: Type.BOOLEAN, description });

export const QUOTE_FEES_DECLARATION: FunctionDeclaration = {
  name: FEES_TOOL_NAME,
  description:
    'Prices USCIS forms from the current fee schedule, with the options that change a fee. Call it whenever the user asks what forms cost or what they will pay in total, and give its amounts.',
  parameters: {
    type: Type.OBJECT,
    properties: {
      forms: { type: Type.ARRAY, items: { type: Type.STRING }, description: 'USCIS form numbers, such as I-485 and I-765.' },
      filing: { type: Type.STRING, enum: ['online', 'paper'], description: 'How the forms are filed; paper when unknown.' },
      reducedFee: flag('The N-400 reduced fee (household income at most 400% of the poverty guidelines), only if the user said so.'),
      feeWaiver: flag('A fee waiver asked for with Form I-912, only if the user said so.'),
      childUnder14: flag('An I-485 of a child under 14 filing with a parent.'),
      withPendingI485: flag('An I-765 or I-131 filed with, or while USCIS decides, an I-485.'),
      premium: flag('Premium processing (Form I-907).'),
      i129Class: { type: Type.STRING, enum: [...I129_CLASSES], description: 'The I-129 classification, required with an I-129.' },
      smallEmployer: flag('An employer of 25 or fewer full-time employees, or a nonprofit.'),
      humanitarianWorkPermit: {
        type: Type.STRING,
        enum: [...HUMANITARIAN_WORK_PERMITS],
        description: 'An I-765 of an asylum applicant, parolee or TPS holder: initial or renewal.',
      },
      language: { type: Type.STRING, enum: [...KNOWLEDGE_LANGUAGES], description: 'The language the user writes in.' },
    },
    required: ['forms'],
  },
};

export const PROCESSING_TIMES_DECLARATION: FunctionDeclaration = {
  name: PROCESSING_TOOL_NAME,
  description:
    "USCIS's posted processing times for a form: the time in which it completed 80% of cases, by office and category, with the date it published them. Call it whenever the user asks how long a form takes.",
  parameters: {
    type: Type.OBJECT,
    properties: {
      form: { type: Type.STRING, description: 'The USCIS form number, such as I-485.' },
      office: { type: Type.STRING, description: "USCIS's office code (NBC, NSC, TSC, CSC, VSC, YSC), only if the user named it." },
      category: { type: Type.STRING, description: 'Words of the category, such as family or employment, only if the user said.' },
    },
    required: ['form'],
  },
};

const text = (value: unknown, max = 40): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;
const yes = (value: unknown): boolean => value === true;

/** Runs one quote_fees call: the engine's lines in the user's language, the total, and the calculator's link. */
export function quoteFeesResponse(args: Record<string, unknown>): Record<string, unknown> {
  const forms = (Array.isArray(args['forms']) ? args['forms'] : [])
    .map((form) => text(form, 12))
    .filter((form): form is string => form !== null);
  if (forms.length === 0 || forms.length > MAX_FORMS) return { error: `Give 1 to ${MAX_FORMS} USCIS form numbers, such as I-485.` };
  const i129Class = I129_CLASSES.find((value) => value === args['i129Class']);
  if (forms.some((form) => form.toUpperCase() === 'I-129') && !i129Class)
    return { error: 'Ask the user the I-129 classification (H-1B, L-1, O-1, E or TN) first.' };
  const quote = feeQuote({
    forms,
    filing: args['filing'] === 'online' ? 'online' : 'paper',
    reducedFee: yes(args['reducedFee']),
    feeWaiver: yes(args['feeWaiver']),
    childUnder14: yes(args['childUnder14']),
    withPendingI485: yes(args['withPendingI485']),
    premium: yes(args['premium']),
    smallEmployer: yes(args['smallEmployer']),
    ...(i129Class ? { i129Class } : {}),
    ...(HUMANITARIAN_WORK_PERMITS.find((value) => value === args['humanitarianWorkPermit'])
      ? { humanitarianWorkPermit: args['humanitarianWorkPermit'] as (typeof HUMANITARIAN_WORK_PERMITS)[number] }
      : {}),
  });
  if ('unknownForms' in quote) return { error: `No USCIS fee is known for ${quote.unknownForms.join(', ')}. Check the form number.` };
  const language = isKnowledgeLanguage(args['language']) ? args['language'] : 'en';
  return {
    output: {
      lines: quote.lines.map((line) => ({ ...line, conditions: line.conditions.map((condition) => render(language, condition)) })),
      total: quote.total,
      currency: 'USD',
      paidSeparately: 'Each form is paid on its own: one payment per form.',
      feeCalculatorLink: feeCalculatorPath(quote.lines.filter((line) => line.form !== 'I-907').map((line) => line.form)),
    },
  };
}

/** Runs one processing_times call from the form's imported figures. */
export function processingTimesResponse(args: Record<string, unknown>, figures: readonly ProcessingTimeFigure[]): Record<string, unknown> {
  const office = text(args['office'], 8)?.toUpperCase() ?? null;
  const atOffice = office ? figures.filter((figure) => figure.office === office) : [...figures];
  const category = text(args['category'], 80);
  const chosen = category ? figureFor(atOffice, category) : undefined;
  const shown = (chosen ? [chosen] : atOffice).slice(0, 12);
  if (shown.length === 0) {
    return {
      output: {
        times: [],
        note: 'No processing time was imported for this form (at this office). Say so and point to https://egov.uscis.gov/processing-times/ for the current times.',
      },
    };
  }
  return {
    output: {
      times: shown.map(({ office: at, category: kind, typicalMonths, asOf, source }) => ({
        office: at,
        category: kind,
        typicalMonths,
        asOf,
        source,
      })),
      meaning: 'typicalMonths is the time in which USCIS completed 80% of such cases.',
      trackApplicationsLink: TRACK_APPLICATIONS_PATH,
    },
  };
}
