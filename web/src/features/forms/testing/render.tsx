// Test helper: a static render inside the app's providers a screen needs (queries, router), with the visible text.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';

/** A query client holding `seed` (key and data), so a render shows the data without fetching. */
export function seededClient(seed: readonly (readonly [readonly unknown[], unknown])[] = []): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, data] of seed) client.setQueryData(key, data);
  return client;
}

export const renderStatic = (node: ReactNode, { client = seededClient(), path = '/' }: { client?: QueryClient; path?: string } = {}) =>
  renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

/** The visible text: Emotion's server-rendered <style> tags and the markup dropped. */
export const visibleText = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
