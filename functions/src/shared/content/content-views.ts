// The content endpoints' answers (http/routes/content.ts), as data/content-repo.ts reads them. Types only,
// with no Node or Firebase imports, so the web imports them as they are.
import type { PageMeta } from './paginate';

export interface SourceRef {
  title: string;
  url: string;
}

export interface ArticleSummary {
  id: string;
  title: string;
  excerpt: string;
  /** YYYY-MM-DD */
  updatedAt: string;
}

export interface Article extends ArticleSummary {
  /** Markdown. */
  content: string;
  sources: SourceRef[];
}

export interface NewsSummary {
  id: number;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  excerpt: string;
  isExample: boolean;
}

export interface NewsItem extends NewsSummary {
  /** Markdown. */
  content: string;
  sources: SourceRef[];
}

export interface GlossaryTerm {
  id: string;
  term: string;
  definition: string;
  /** Ids of other terms. */
  related: string[];
}

export interface FaqEntry {
  id: string;
  question: string;
  /** Markdown. */
  answer: string;
  link: string | null;
  order: number;
}

/** GET /articles */
export interface ArticlesPage extends PageMeta {
  articles: ArticleSummary[];
}

/** GET /news */
export interface NewsPage extends PageMeta {
  news: NewsSummary[];
}
