// Every path of the app, written once. The signed-in screens by name: app/signed-in-routes.tsx renders one module
// per name and breadcrumbs link to them; the public pages are in public-paths.ts; and the links to records are
// built from the same patterns. Strings only, with no screen's code.
import { PUBLIC_PATHS } from './public-paths';

/** The screens inside the signed-in shell, by name (app/signed-in-routes.tsx maps each to its module). */
export const SCREEN_PATHS = {
  overview: '/overview',
  chat: '/ai-assistant/chat',
  eligibility: '/ai-assistant/eligibility',
  documents: '/ai-assistant/documents',
  casesView: '/cases/view',
  casesDiscuss: '/cases/discuss',
  casesTrack: '/cases/track',
  /** A case's forms and their interview (`?case=<id>&form=<formId>`). */
  caseForms: '/cases/forms',
  /** The expert desk (experts only). */
  expert: '/expert',
  appointments: '/cases/appointments',
  complianceCheck: '/compliance/check',
  complianceReminders: '/compliance/reminders',
  learn: '/resources/learn',
  article: '/resources/learn/:id',
  news: '/resources/news',
  newsItem: '/resources/news/:id',
  glossary: '/resources/glossary',
  /** The fee calculator (`?forms=I-485,I-765&filing=paper&...`). */
  fees: '/resources/fees',
  notifications: '/notifications',
  billingHistory: '/billing/history',
  invoice: '/billing/invoices/:id',
  billingMethods: '/billing/methods',
  billingMethodsAdd: '/billing/methods/add',
  billingSettings: '/billing/settings',
  settings: '/settings',
  support: '/support',
  supportNew: '/support/new',
  ticket: '/support/tickets/:id',
} as const;
export type ScreenName = keyof typeof SCREEN_PATHS;

/**
 * Path prefixes that are not screens of their own: the sidebar's groups, and the lists above a record's page. The
 * sidebar marks a group active under its prefix, and breadcrumbs name each prefix.
 */
export const SECTION_PATHS = {
  aiAssistant: '/ai-assistant',
  cases: '/cases',
  compliance: '/compliance',
  resources: '/resources',
  billing: '/billing',
  invoices: '/billing/invoices',
  tickets: '/support/tickets',
} as const;

/** The paths that render a screen of their own (not a redirect). */
export const SCREEN_PATTERNS: readonly string[] = Object.values(SCREEN_PATHS);

/** A pattern with its `:name` parameters filled in, each encoded as one path segment. */
export const pathTo = (pattern: string, params: Readonly<Record<string, string | number>>): string =>
  pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));

/** Where links go: the screens' paths, and for a record's screen its path with the id. */
export const paths = {
  ...SCREEN_PATHS,
  ...PUBLIC_PATHS,
  article: (id: string) => pathTo(SCREEN_PATHS.article, { id }),
  newsItem: (id: string | number) => pathTo(SCREEN_PATHS.newsItem, { id }),
  invoice: (id: string) => pathTo(SCREEN_PATHS.invoice, { id }),
  ticket: (id: string) => pathTo(SCREEN_PATHS.ticket, { id }),
  /** The fee calculator with forms chosen, and options such as `withPendingI485`. */
  fees: (forms: readonly string[], options: Readonly<Record<string, string>> = {}) =>
    `${SCREEN_PATHS.fees}?${new URLSearchParams({ forms: forms.join(','), ...options }).toString()}`,
  /** A case's forms, or one form's interview. */
  caseForms: (caseId: string, formId?: string) =>
    `${SCREEN_PATHS.caseForms}?${new URLSearchParams(formId ? { case: caseId, form: formId } : { case: caseId }).toString()}`,
  sharedReport: (token: string) => pathTo(PUBLIC_PATHS.sharedReport, { token }),
} as const;
