import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, entityOf } from './breadcrumb-trail';
import { NAV_ITEMS } from './nav-items';

// The screens of app/routes/screens.ts that the cases below visit.
const SCREENS = [
  '/overview',
  '/ai-assistant/chat',
  '/resources/learn/:id',
  '/resources/news/:id',
  '/billing/invoices/:id',
  '/billing/methods/add',
  '/billing/settings',
  '/support/new',
  '/support/tickets/:id',
  '/resources/glossary',
  '/cases/forms',
];
const isScreen = (path: string) => SCREENS.some((pattern) => matchPath(pattern, path));
const trail = (pathname: string) => breadcrumbTrail(pathname, isScreen);
const HOME = { path: '/overview', label: { kind: 'nav', id: 'home' } };

describe('breadcrumbTrail', () => {
  it('starts with Home and drops a leading overview', () => {
    expect(trail('/overview')).toEqual([HOME]);
    expect(trail('/')).toEqual([HOME]);
  });

  it("names each segment by the sidebar entry it is, not by its URL text ('AI Assistant', 'Ask a Question')", () => {
    expect(trail('/ai-assistant/chat')).toEqual([
      HOME,
      { path: '/ai-assistant', label: { kind: 'nav', id: 'aiAssistant' } },
      { path: '/ai-assistant/chat', label: { kind: 'nav', id: 'askQuestion' } },
    ]);
    expect(trail('/billing/settings').at(-1)?.label).toEqual({ kind: 'nav', id: 'billingSettings' });
    expect(trail('/resources/glossary').at(-1)?.label).toEqual({ kind: 'nav', id: 'glossary' });
  });

  it('names the sections outside the sidebar from the catalog', () => {
    expect(trail('/billing/methods/add').map((crumb) => crumb.label)).toEqual([
      HOME.label,
      { kind: 'nav', id: 'billing' },
      { kind: 'nav', id: 'paymentMethods' },
      { kind: 'section', id: 'addPaymentMethod' },
    ]);
    expect(trail('/support/new').at(-1)?.label).toEqual({ kind: 'section', id: 'newTicket' });
    expect(trail('/cases/forms').map((crumb) => crumb.label)).toEqual([
      HOME.label,
      { kind: 'nav', id: 'myCases' },
      { kind: 'section', id: 'caseForms' },
    ]);
  });

  it('marks a record page by its kind and decoded id, never as a label', () => {
    const cases = [
      ['/resources/learn/family-based-green-card', 'learnItem', 'family-based-green-card'],
      ['/resources/news/1', 'newsItem', '1'],
      ['/billing/invoices/demo-invoice-2026-0102', 'invoice', 'demo-invoice-2026-0102'],
      ['/support/tickets/a%20b', 'ticket', 'a b'],
    ] as const;
    for (const [path, entity, id] of cases) {
      const crumbs = trail(path);
      expect(crumbs.at(-1)).toEqual({ path, label: { kind: 'entity', entity, id } });
      expect(entityOf(crumbs)).toEqual({ kind: 'entity', entity, id });
    }
    expect(trail('/billing/invoices/x').at(-2)?.label).toEqual({ kind: 'section', id: 'invoices' });
    expect(entityOf(trail('/billing/settings'))).toBeNull();
  });

  it('keeps a malformed escape as it is instead of throwing', () => {
    expect(entityOf(trail('/support/tickets/%E0%A4%A'))?.id).toBe('%E0%A4%A');
  });

  it('is Home / Page not found for a path that is no screen', () => {
    const notFound = [HOME, { path: '', label: { kind: 'notFound' } }];
    expect(trail('/no/such/page')).toEqual(notFound);
    expect(trail('/overview/extra')).toEqual(notFound);
    expect(trail('/billing')).toEqual(notFound);
    // A screen pattern with a segment nothing names is not found either.
    expect(breadcrumbTrail('/mystery/1', () => true)).toEqual(notFound);
  });

  it('has a label for every sidebar path', () => {
    for (const entry of NAV_ITEMS.flatMap((item) => [item, ...(item.children ?? [])])) {
      expect(breadcrumbTrail(entry.path, () => true).at(-1)?.label, entry.path).toEqual(
        entry.path === '/overview' ? HOME.label : { kind: 'nav', id: entry.id },
      );
    }
  });
});
