// Shapes of the content endpoints (functions/src/http/routes/content.ts, data/content-repo.ts).

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

/** The paging fields every list endpoint answers next to its items. */
export interface PageMeta {
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}
