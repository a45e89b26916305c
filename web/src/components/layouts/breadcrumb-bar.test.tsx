import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BreadcrumbBar, type EntityTitle, type EntityTitleHooks } from './breadcrumb-bar';
import { loadOnce, type OnceLoader } from '@/lib/load-once';

const SCREENS = ['/ai-assistant/chat', '/billing/invoices/:id', '/resources/learn/:id'];
const isRoutable = (path: string) => SCREENS.some((pattern) => matchPath(pattern, path));

/** Every record page answers `title`; the id it was asked about is remembered. */
function titles(title: EntityTitle) {
  const asked: string[] = [];
  const useTitle = (id: string) => {
    asked.push(id);
    return title;
  };
  const hooks: EntityTitleHooks = { learnItem: useTitle, newsItem: useTitle, invoice: useTitle, ticket: useTitle };
  return { hooks, asked };
}

/** The hooks as the shell hands them over, already loaded (a static render runs no effects to load them). */
async function loaded(hooks: EntityTitleHooks): Promise<OnceLoader<EntityTitleHooks>> {
  const load = loadOnce(() => Promise.resolve(hooks));
  await load();
  return load;
}

const render = (path: string, entityTitles?: OnceLoader<EntityTitleHooks>) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <BreadcrumbBar isRoutable={isRoutable} entityTitles={entityTitles} />
    </MemoryRouter>,
  );

/** The bar's text, without markup or the styles emotion writes inline. */
const textOf = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

describe('BreadcrumbBar', () => {
  it("labels static crumbs from the catalog: 'AI Assistant', not 'Ai Assistant'", () => {
    expect(textOf(render('/ai-assistant/chat'))).toBe('Back Home / AI Assistant / Ask a Question');
  });

  it("shows a record page's own title, read with the decoded id from the URL", async () => {
    const { hooks, asked } = titles({ status: 'ready', title: 'INV-2026-0102' });
    const html = render('/billing/invoices/demo%20invoice', await loaded(hooks));
    expect(textOf(html)).toBe('Back Home / Billing & Payments / Invoices / INV-2026-0102');
    expect(asked).toEqual(['demo invoice']);
  });

  it('shows a skeleton (and, for screen readers, the generic name) while the title loads, never the id', async () => {
    const html = render('/billing/invoices/demo-invoice-2026-0102', await loaded(titles({ status: 'loading' }).hooks));
    expect(html).toContain('MuiSkeleton');
    expect(textOf(html)).toBe('Back Home / Billing & Payments / Invoices / Invoice');
    expect(html).not.toContain('demo-invoice');
  });

  it('shows the skeleton too while the title hooks themselves load, and no skeleton on a page that is no record', () => {
    const notYet = loadOnce(() => new Promise<EntityTitleHooks>(() => undefined));
    const html = render('/billing/invoices/demo-invoice-2026-0102', notYet);
    expect(html).toContain('MuiSkeleton');
    expect(textOf(html)).toBe('Back Home / Billing & Payments / Invoices / Invoice');
    expect(render('/ai-assistant/chat', notYet)).not.toContain('MuiSkeleton');
  });

  it('falls back to the generic name when the record cannot be read, or no hooks are given', async () => {
    expect(textOf(render('/resources/learn/some-guide', await loaded(titles({ status: 'missing' }).hooks)))).toBe(
      'Back Home / Resources / Knowledge Center / Article',
    );
    expect(textOf(render('/resources/learn/some-guide'))).toBe('Back Home / Resources / Knowledge Center / Article');
  });

  it('is Home / Page not found on a path with no screen', () => {
    expect(textOf(render('/no/such/page'))).toBe('Back Home / Page not found');
  });
});
