import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { EntityTitle, EntityTitleHooks } from '@/components/layouts/breadcrumb-bar';
import { useInvoice } from '@/features/billing/api/get-invoice';
import { articleQueryOptions } from '@/features/resources/api/get-article';
import { useCard } from '@/features/resources/api/get-card';
import { useNewsItem } from '@/features/resources/api/get-news-item';
import { languageFrom } from '@/features/resources/hooks/use-knowledge-params';
import { useTicket } from '@/features/support/api/get-ticket';
import { ApiError } from '@/lib/api-client';

// The breadcrumb's titles of record pages, read through the very queries (same keys, same options) the pages run,
// so TanStack Query serves page and crumb from one request.

const LOADING: EntityTitle = { status: 'loading' };
const MISSING: EntityTitle = { status: 'missing' };

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function titleFrom<T>(query: { data: T | undefined; isError: boolean }, pick: (data: T) => string): EntityTitle {
  if (query.data !== undefined) return { status: 'ready', title: pick(query.data) };
  return query.isError ? MISSING : LOADING;
}

/** /resources/learn/:id is an answer card when there is one, else a guide: the card's question or the guide's title. */
function useLearnItemTitle(id: string): EntityTitle {
  const [search] = useSearchParams();
  const card = useCard(id, languageFrom(search.get('lang')));
  const cardMissing = isNotFound(card.error);
  // The article is asked for only once the card is known to be missing, as the page does.
  const article = useQuery({ ...articleQueryOptions(id), enabled: cardMissing });
  if (!cardMissing) return titleFrom(card, (found) => found.question);
  return titleFrom(article, (found) => found.title);
}

function useNewsItemTitle(id: string): EntityTitle {
  return titleFrom(useNewsItem(id), (item) => item.title);
}

function useInvoiceTitle(id: string): EntityTitle {
  return titleFrom(useInvoice(id), (invoice) => invoice.number);
}

function useTicketTitle(id: string): EntityTitle {
  return titleFrom(useTicket(id), (ticket) => ticket.subject);
}

export const ENTITY_TITLES: EntityTitleHooks = {
  learnItem: useLearnItemTitle,
  newsItem: useNewsItemTitle,
  invoice: useInvoiceTitle,
  ticket: useTicketTitle,
};
