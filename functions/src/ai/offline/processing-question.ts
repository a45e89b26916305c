// "How long does Form I-485 take?", "¿cuánto tarda el I-130 en el Centro de Servicio de Texas?": a question about
// how long USCIS takes on a form is answered from the processing times imported from USCIS (docs/processing-times.md):
// the office named, else every office that posts a time for the form. Nothing imported for the form: the knowledge
// base answers instead. Pure: the caller reads the figures.
import { knowledgeText } from '../../domain/knowledge/answer';
import { markdownLink } from '../../domain/knowledge/markdown-link';
import type { ProcessingTimeFigure } from '../../domain/processing-times/parse-processing-times';
import { TRACK_APPLICATIONS_PATH } from '../../shared/cases/case-links';
import { INTL_TAGS } from '../../shared/i18n/locale';
import { type KeyIn, type MessageParams } from '../../shared/i18n/message';
import type { KnowledgeLanguage } from '../../shared/knowledge/knowledge-views';
import { officeOfReceipt } from '../../shared/processing-times/receipt-offices';
import { toIntentText } from './intent-text';

const MAX_OFFICES = 8;

/** Asking how long, in the four languages. */
const HOW_LONG =
  /\b(how long|how many (months|weeks|days)|processing times?|wait(ing)? times?|cuanto (tiempo )?(tarda|demora|tardan)|tiempo de (procesamiento|espera)|combien de temps|delai|delais|wie lange|bearbeitungszeit(en)?)\b/;
const FORM = /\b(i|n)[- ]?(\d{2,4}[a-z]?)\b/;
const RECEIPT = /\b([a-z]{3})\d{10}\b/;

/** The offices as people name them, with USCIS's code. */
const OFFICE_NAMES: ReadonlyArray<[RegExp, string]> = [
  [/\b(national benefits? center|nbc|msc)\b/, 'NBC'],
  [/\b(nebraska|nsc|lin)\b/, 'NSC'],
  [/\b(texas|tsc|src)\b/, 'TSC'],
  [/\b(california|csc|wac)\b/, 'CSC'],
  [/\b(vermont|vsc|eac)\b/, 'VSC'],
  [/\b(potomac|ysc)\b/, 'YSC'],
];

export interface ProcessingQuestion {
  form: string;
  office: string | null;
}

export function detectProcessingQuestion(text: string): ProcessingQuestion | null {
  const plain = toIntentText(text);
  const form = FORM.exec(plain);
  if (!HOW_LONG.test(plain) || !form) return null;
  const receipt = RECEIPT.exec(plain);
  const office = (receipt ? officeOfReceipt(receipt[0]) : null) ?? OFFICE_NAMES.find(([pattern]) => pattern.test(plain))?.[1] ?? null;
  return { form: `${(form[1] ?? '').toUpperCase()}-${(form[2] ?? '').toUpperCase()}`, office };
}

export function processingAnswerText(
  question: ProcessingQuestion,
  figures: readonly ProcessingTimeFigure[],
  language: KnowledgeLanguage,
): string {
  const say = (key: KeyIn<'knowledge'>, params?: MessageParams) => knowledgeText(language, key, params);
  const months = (value: number) => new Intl.NumberFormat(INTL_TAGS[language], { maximumFractionDigits: 1 }).format(value);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(INTL_TAGS[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const line = (figure: ProcessingTimeFigure) =>
    `- ${say('knowledge:processingLine', { office: figure.office, category: figure.category, months: months(figure.typicalMonths) })}`;
  const atOffice = figures.filter((figure) => figure.office === question.office);
  const parts: string[] = [];
  if (atOffice.length > 0) {
    parts.push(say('knowledge:processingAtOffice', { form: question.form, office: question.office ?? '' }));
    parts.push(atOffice.map(line).join('\n'));
  } else {
    if (question.office) parts.push(say('knowledge:processingNoOffice', { form: question.form, office: question.office }));
    parts.push(say('knowledge:processingIntro', { form: question.form }));
    const shown = [...figures].sort((a, b) => a.office.localeCompare(b.office) || a.category.localeCompare(b.category));
    parts.push(shown.slice(0, MAX_OFFICES).map(line).join('\n'));
  }
  const latest = figures.reduce((newest, figure) => (figure.asOf > newest ? figure.asOf : newest), '');
  parts.push(say('knowledge:processingAsOf', { date: day(latest) }));
  const source = figures[0]?.source;
  if (source) parts.push(say('knowledge:source', { links: markdownLink(source.replace(/^https:\/\//, ''), source) }));
  parts.push(say('knowledge:processingYourCase', { link: markdownLink(say('knowledge:processingTrackName'), TRACK_APPLICATIONS_PATH) }));
  return parts.join('\n\n');
}
