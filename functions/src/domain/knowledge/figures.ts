// Fills a card's {{figure-id}} placeholders from the figure table, in the reader's language, and reports which
// figures it quoted so the card can show each one's source and date.
import type { FigureView, KnowledgeLanguage } from '../../shared/knowledge/knowledge-views';
import type { FigureRecord } from './card-records';

const PLACEHOLDER = /\{\{\s*([a-z0-9-]+)\s*\}\}/g;

const LOCALES: Record<KnowledgeLanguage, string> = { en: 'en-US', es: 'es-US', fr: 'fr-FR', de: 'de-DE' };

/** Shown instead of a figure the table lacks (a card edited in the console to name one that does not exist). */
const UNKNOWN_FIGURE: Record<KnowledgeLanguage, string> = {
  en: 'the amount on the official source',
  es: 'el importe de la fuente oficial',
  fr: 'le montant indiqué par la source officielle',
  de: 'den Betrag laut offizieller Quelle',
};

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: KnowledgeLanguage, money: boolean): Intl.NumberFormat {
  const key = `${language}:${money}`;
  let format = formatters.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(
      LOCALES[language],
      money
        ? { style: 'currency', currency: 'USD', maximumFractionDigits: 0, currencyDisplay: 'narrowSymbol' }
        : { maximumFractionDigits: 2 },
    );
    formatters.set(key, format);
  }
  return format;
}

/** "$710" or "710 $" for money, "90" for counts and periods: the card's words say "days" or "years". */
export function formatFigure(figure: FigureRecord, language: KnowledgeLanguage): string {
  // Non-breaking spaces from Intl would survive into markdown as odd gaps in some renderers; a plain space reads the same.
  return formatter(language, figure.unit === 'usd')
    .format(figure.value)
    .replace(/[\u00a0\u202f]/g, ' ');
}

export function figureView(figure: FigureRecord, language: KnowledgeLanguage): FigureView {
  return {
    id: figure.id,
    label: figure.label,
    display: formatFigure(figure, language),
    source: figure.source,
    checkedOn: figure.checkedOn,
    note: figure.note,
  };
}

export interface FilledText {
  text: string;
  /** Figures quoted, in order of first use. */
  used: FigureRecord[];
  /** Placeholders the table has no figure for. */
  missing: string[];
}

export function fillFigures(text: string, figures: ReadonlyMap<string, FigureRecord>, language: KnowledgeLanguage): FilledText {
  const used: FigureRecord[] = [];
  const missing: string[] = [];
  const filled = text.replace(PLACEHOLDER, (_match, id: string) => {
    const figure = figures.get(id);
    if (figure === undefined) {
      if (!missing.includes(id)) missing.push(id);
      return UNKNOWN_FIGURE[language];
    }
    if (!used.includes(figure)) used.push(figure);
    return formatFigure(figure, language);
  });
  return { text: filled, used, missing };
}
