import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import type { CaseOption } from '../utils/chat-state';
import { CaseQuestion } from './case-question';

const option = (caseId: string, caseName: string, status: CaseOption['status']): CaseOption => ({
  caseId,
  caseNumber: `IA-2026-00012${caseId}`,
  caseName,
  status,
});

/** The question as first shown for these cases (GET /cases's page, from the cache the chat shares). */
function render(cases: CaseOption[]): string {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(['cases', 'recent'], { cases, total: cases.length, page: 1, pageSize: 50, statusProvider: 'manual' });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <CaseQuestion onChoose={() => undefined} />
    </QueryClientProvider>,
  )
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/\s+/g, ' ');
}

const checked = (html: string) =>
  [...html.matchAll(/<input[^>]*value="([^"]*)"[^>]*>/g)].filter((m) => m[0].includes('checked')).map((m) => m[1]);
const submit = (html: string) => /<button[^>]*type="submit"[^>]*>/.exec(html)?.[0] ?? '';

describe('CaseQuestion', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces(['chat', 'cases']);
    await i18n.changeLanguage('en');
  });

  it('asks which case, named by its legend, with the only open case chosen and the button ready', () => {
    const html = render([option('3', 'Green card through marriage', 'Open'), option('4', 'Old visa', 'Approved')]);
    const legend = /<legend[^>]*id="([^"]+)"[^>]*>Which case is this about\?<\/legend>/.exec(html);
    expect(legend).not.toBeNull();
    expect(html).toContain(`role="radiogroup" aria-labelledby="${legend?.[1] ?? ''}"`);
    expect(html).toContain('IA-2026-000123 · Green card through marriage (Open)');
    expect(html).not.toContain('Old visa');
    expect(html).toContain('New case');
    expect(checked(html)).toEqual(['3']);
    expect(submit(html)).not.toContain('disabled');
    expect(html).toContain('Use this case');
  });

  it('chooses nothing among several open cases, so the button waits for the user', () => {
    const html = render([option('1', 'Work visa', 'Pending'), option('2', 'Study', 'Draft')]);
    expect(html).toContain('IA-2026-000121 · Work visa (Pending)');
    expect(html).toContain('IA-2026-000122 · Study (Draft)');
    expect(checked(html)).toEqual([]);
    expect(submit(html)).toContain('disabled');
  });

  it('speaks the user’s language', async () => {
    await i18n.changeLanguage('es');
    try {
      const html = render([option('3', 'Matrimonio', 'Open')]);
      expect(html).toContain('¿De qué caso se trata?');
      expect(html).toContain('IA-2026-000123 · Matrimonio (Abierto)');
      expect(html).toContain('Caso nuevo');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
