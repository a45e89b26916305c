import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RedirectIfAuthenticated, RequireAuth } from './routes/require-auth';

// Declarative routes (useRoutes under a BrowserRouter, app/app.tsx): the app loads no data through the router, and
// its data-router half (loaders, actions, fetchers) was about 16 KB gzipped on every screen, /login included
// (docs/ARCHITECTURE.md, "Performance"). Each screen is its own chunk, loaded when first shown; render errors and
// failed chunk loads reach app/routes/route-error.tsx through the boundary in app.tsx.

/** A screen module (app/routes/<screen>.tsx) rendered lazily. */
function screen(load: () => Promise<{ Component: ComponentType }>) {
  const Screen = lazy(() => load().then((module) => ({ default: module.Component })));
  return <Screen />;
}

const toOverview = <Navigate to="/overview" replace />;

export const routes: RouteObject[] = [
  {
    path: '/login',
    element: <RedirectIfAuthenticated />,
    children: [{ index: true, element: screen(() => import('./routes/login')) }],
  },
  {
    path: '/signup',
    element: <RedirectIfAuthenticated />,
    children: [{ index: true, element: screen(() => import('./routes/signup')) }],
  },
  // A shared report is public: no sign-in, no app shell, and its own small chunk.
  {
    path: '/shared/reports/:token',
    element: screen(() => import('./routes/shared-report')),
  },
  {
    path: '/',
    element: <RequireAuth />,
    children: [
      { index: true, element: toOverview },
      { path: 'overview', element: screen(() => import('./routes/overview')) },
      { path: 'ai-assistant/chat', element: screen(() => import('./routes/chat')) },
      { path: 'ai-assistant/eligibility', element: screen(() => import('./routes/eligibility')) },
      { path: 'ai-assistant/documents', element: screen(() => import('./routes/documents')) },
      { path: 'cases/view', element: screen(() => import('./routes/cases-view')) },
      { path: 'cases/discuss', element: screen(() => import('./routes/cases-discuss')) },
      { path: 'cases/track', element: screen(() => import('./routes/cases-track')) },
      { path: 'expert', element: screen(() => import('./routes/expert')) },
      { path: 'cases/appointments', element: screen(() => import('./routes/appointments')) },
      { path: 'compliance/check', element: screen(() => import('./routes/compliance-check')) },
      { path: 'compliance/reminders', element: screen(() => import('./routes/deadline-reminders')) },
      { path: 'resources/learn', element: screen(() => import('./routes/knowledge-center')) },
      { path: 'resources/learn/:id', element: screen(() => import('./routes/article')) },
      { path: 'resources/news', element: screen(() => import('./routes/news')) },
      { path: 'resources/news/:id', element: screen(() => import('./routes/news-item')) },
      { path: 'resources/glossary', element: screen(() => import('./routes/glossary')) },
      { path: 'notifications', element: screen(() => import('./routes/notifications')) },
      { path: 'billing/history', element: screen(() => import('./routes/billing-history')) },
      { path: 'billing/invoices/:id', element: screen(() => import('./routes/invoice')) },
      { path: 'billing/methods', element: screen(() => import('./routes/billing-methods')) },
      { path: 'billing/methods/add', element: screen(() => import('./routes/billing-methods-add')) },
      { path: 'billing/settings', element: screen(() => import('./routes/billing-settings')) },
      { path: 'settings', element: screen(() => import('./routes/settings')) },
      { path: 'support', element: screen(() => import('./routes/support')) },
      { path: 'support/new', element: screen(() => import('./routes/support-new')) },
      { path: 'support/tickets/:id', element: screen(() => import('./routes/ticket')) },
      // Unknown paths get a real 404 inside the shell; only `/` itself redirects (the index route above).
      { path: '*', element: screen(() => import('./routes/not-found')) },
    ],
  },
];
