import type { ComponentType } from 'react';
import { matchPath, Navigate, type RouteObject } from 'react-router-dom';
import { paths, SCREEN_PATHS, SCREEN_PATTERNS, type ScreenName } from '@/config/paths';
import { screen } from './screen';

// The screens inside the signed-in shell (app/routes/shell-layout.tsx renders this table under the guard's `/*`
// route in app/router.tsx): each screen's path is in config/paths.ts, its module here, under the same name.

const SCREEN_MODULES: { readonly [Name in ScreenName]: () => Promise<{ Component: ComponentType }> } = {
  overview: () => import('./routes/overview'),
  chat: () => import('./routes/chat'),
  eligibility: () => import('./routes/eligibility'),
  documents: () => import('./routes/documents'),
  casesView: () => import('./routes/cases-view'),
  casesDiscuss: () => import('./routes/cases-discuss'),
  casesTrack: () => import('./routes/cases-track'),
  caseForms: () => import('./routes/case-forms'),
  expert: () => import('./routes/expert'),
  appointments: () => import('./routes/appointments'),
  complianceCheck: () => import('./routes/compliance-check'),
  complianceReminders: () => import('./routes/deadline-reminders'),
  learn: () => import('./routes/knowledge-center'),
  article: () => import('./routes/article'),
  news: () => import('./routes/news'),
  newsItem: () => import('./routes/news-item'),
  glossary: () => import('./routes/glossary'),
  fees: () => import('./routes/fees'),
  notifications: () => import('./routes/notifications'),
  billingHistory: () => import('./routes/billing-history'),
  invoice: () => import('./routes/invoice'),
  billingMethods: () => import('./routes/billing-methods'),
  billingMethodsAdd: () => import('./routes/billing-methods-add'),
  billingSettings: () => import('./routes/billing-settings'),
  settings: () => import('./routes/settings'),
  support: () => import('./routes/support'),
  supportNew: () => import('./routes/support-new'),
  ticket: () => import('./routes/ticket'),
};

export const signedInRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.overview} replace /> },
  // Paths relative to `/`, as the shell's useRoutes reads them.
  ...(Object.keys(SCREEN_PATHS) as ScreenName[]).map((name) => ({
    path: SCREEN_PATHS[name].slice(1),
    element: screen(SCREEN_MODULES[name]),
  })),
  // Unknown paths get a real 404 inside the shell; only `/` itself redirects (the index route above).
  { path: '*', element: screen(() => import('./routes/not-found')) },
];

/** Whether a path renders a screen: breadcrumbs link only to these. */
export const isRoutable = (path: string) => SCREEN_PATTERNS.some((pattern) => matchPath(pattern, path));
