import { Navigate, type RouteObject } from 'react-router-dom';
import { screen } from './screen';

// The screens inside the signed-in shell (app/routes/shell-layout.tsx renders this table under the guard's `/*`
// route in app/router.tsx). Paths are relative to `/`.

const toOverview = <Navigate to="/overview" replace />;

export const signedInRoutes: RouteObject[] = [
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
];
