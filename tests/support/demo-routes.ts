// The seeded demo accounts and every screen they can open, with ids of their own seeded records (emulators/seed:
// demo-records.ts, demo-cases.ts, demo-expert-seed.ts, content/). Shared by the axe suite and the route bench.

export interface RouteCase {
  /** Names the screenshot or the bench line: route-<name>-<width>.png. */
  name: string;
  path: string;
}

export const DEMO = { email: 'demo@immigration-ai.test', password: 'demo-password-2026' };
export const EXPERT = { email: 'expert@immigration-ai.test', password: 'expert-password-2026' };

/** What a screen shows while it loads: once none is visible (and its h1 is), its content is there. */
export const LOADING_INDICATORS = '[role="status"] .MuiCircularProgress-root, .MuiSkeleton-root, [role="progressbar"][aria-busy="true"]';

export const DEMO_CASE = 'demo-case-niw';
export const APPLICANT_ROUTES: readonly RouteCase[] = [
  { name: 'overview', path: '/overview' },
  { name: 'chat', path: '/ai-assistant/chat' },
  { name: 'eligibility', path: '/ai-assistant/eligibility' },
  { name: 'documents', path: '/ai-assistant/documents' },
  { name: 'cases-view', path: '/cases/view' },
  { name: 'cases-discuss', path: '/cases/discuss' },
  { name: 'cases-discuss-case', path: `/cases/discuss?case=${DEMO_CASE}` },
  { name: 'cases-track', path: '/cases/track' },
  { name: 'case-forms', path: '/cases/forms?case=demo-case-marriage-green-card' },
  { name: 'appointments', path: '/cases/appointments' },
  { name: 'compliance-check', path: '/compliance/check' },
  { name: 'compliance-reminders', path: '/compliance/reminders' },
  { name: 'learn', path: '/resources/learn' },
  { name: 'learn-article', path: '/resources/learn/family-based-green-card' },
  { name: 'learn-card', path: '/resources/learn/spouse-of-green-card-holder' },
  { name: 'news', path: '/resources/news' },
  { name: 'news-item', path: '/resources/news/1' },
  { name: 'glossary', path: '/resources/glossary' },
  { name: 'notifications', path: '/notifications' },
  { name: 'billing-history', path: '/billing/history' },
  { name: 'invoice', path: '/billing/invoices/demo-invoice-2026-0102' },
  { name: 'billing-methods', path: '/billing/methods' },
  { name: 'billing-methods-add', path: '/billing/methods/add' },
  { name: 'billing-settings', path: '/billing/settings' },
  { name: 'settings', path: '/settings' },
  { name: 'support', path: '/support' },
  { name: 'support-new', path: '/support/new' },
  { name: 'ticket', path: '/support/tickets/demo-ticket-1' },
];
export const EXPERT_ROUTES: readonly RouteCase[] = [
  { name: 'expert', path: '/expert' },
  { name: 'expert-case', path: `/expert?case=${DEMO_CASE}` },
];
