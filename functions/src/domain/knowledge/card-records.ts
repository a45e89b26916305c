// The knowledge base as stored (Firestore `knowledgeCards` and `knowledgeFigures`, seeded from
// functions/src/content/knowledge/), before figures are filled in. data/knowledge-repo.ts decodes into these.
import type { KnowledgeLanguage, KnowledgeSource, KnowledgeTopicId } from '../../shared/knowledge/knowledge-views';

export type TranslatedLanguage = Exclude<KnowledgeLanguage, 'en'>;

export interface CardText {
  question: string;
  phrasings: string[];
  /** Markdown with {{figure-id}} placeholders. */
  answer: string;
}

export interface CardRecord extends CardText {
  id: string;
  topic: KnowledgeTopicId;
  keywords: string[];
  sources: KnowledgeSource[];
  /** YYYY-MM-DD */
  checkedOn: string;
  related: string[];
  translations: Partial<Record<TranslatedLanguage, CardText>>;
}

export type FigureUnit = 'usd' | 'count' | 'days' | 'weeks' | 'months' | 'years' | 'percent';

export interface FigureRecord {
  id: string;
  label: string;
  value: number;
  unit: FigureUnit;
  source: KnowledgeSource;
  /** YYYY-MM-DD */
  checkedOn: string;
  note: string | null;
}

/** An in-app help entry (the Help & Support FAQ) the assistant may answer with; it links to the app, not a source. */
export interface HelpRecord {
  id: string;
  question: string;
  answer: string;
  /** App path the entry points to. */
  link: string;
}
