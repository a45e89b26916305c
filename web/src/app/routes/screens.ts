import { matchPath } from 'react-router-dom';

// Paths that render a screen of their own (not a redirect). Breadcrumbs link only to these.
export const SCREEN_PATTERNS = [
  '/overview',
  '/ai-assistant/chat',
  '/ai-assistant/eligibility',
  '/ai-assistant/documents',
  '/resources/learn',
  '/resources/learn/:id',
  '/resources/news',
  '/resources/news/:id',
  '/resources/glossary',
  '/notifications',
  '/billing/history',
  '/billing/invoices/:id',
  '/billing/methods',
  '/billing/methods/add',
  '/billing/settings',
  '/settings',
  '/support',
  '/support/new',
  '/support/tickets/:id',
  '/cases/view',
  '/cases/discuss',
  '/cases/track',
  '/cases/appointments',
  '/compliance/check',
  '/compliance/reminders',
  '/expert',
];

export const isRoutable = (path: string) => SCREEN_PATTERNS.some((pattern) => matchPath(pattern, path));
