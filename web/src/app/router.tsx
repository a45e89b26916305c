import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RedirectIfAuthenticated, RequireAuth } from './routes/require-auth';
import { RouteError } from './routes/route-error';

const toOverview = <Navigate to="/overview" replace />;

export const routes: RouteObject[] = [
  {
    path: '/login',
    element: <RedirectIfAuthenticated />,
    errorElement: <RouteError />,
    children: [{ index: true, lazy: () => import('./routes/login') }],
  },
  {
    path: '/signup',
    element: <RedirectIfAuthenticated />,
    errorElement: <RouteError />,
    children: [{ index: true, lazy: () => import('./routes/signup') }],
  },
  // A shared report is public: no sign-in, no app shell, and its own small chunk.
  {
    path: '/shared/reports/:token',
    errorElement: <RouteError />,
    lazy: () => import('./routes/shared-report'),
  },
  {
    path: '/',
    element: <RequireAuth />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: toOverview },
      { path: 'overview', lazy: () => import('./routes/overview') },
      { path: 'ai-assistant/chat', lazy: () => import('./routes/chat') },
      { path: 'ai-assistant/eligibility', lazy: () => import('./routes/eligibility') },
      { path: 'ai-assistant/documents', lazy: () => import('./routes/documents') },
      { path: 'cases/view', lazy: () => import('./routes/cases-view') },
      { path: 'cases/discuss', lazy: () => import('./routes/cases-discuss') },
      { path: 'cases/track', lazy: () => import('./routes/cases-track') },
      { path: 'expert', lazy: () => import('./routes/expert') },
      { path: 'cases/appointments', lazy: () => import('./routes/appointments') },
      { path: 'compliance/check', lazy: () => import('./routes/compliance-check') },
      { path: 'compliance/reminders', lazy: () => import('./routes/deadline-reminders') },
      { path: 'resources/learn', lazy: () => import('./routes/knowledge-center') },
      { path: 'resources/learn/:id', lazy: () => import('./routes/article') },
      { path: 'resources/news', lazy: () => import('./routes/news') },
      { path: 'resources/news/:id', lazy: () => import('./routes/news-item') },
      { path: 'resources/glossary', lazy: () => import('./routes/glossary') },
      { path: 'notifications', lazy: () => import('./routes/notifications') },
      { path: 'billing/history', lazy: () => import('./routes/billing-history') },
      { path: 'billing/invoices/:id', lazy: () => import('./routes/invoice') },
      { path: 'billing/methods', lazy: () => import('./routes/billing-methods') },
      { path: 'billing/methods/add', lazy: () => import('./routes/billing-methods-add') },
      { path: 'billing/settings', lazy: () => import('./routes/billing-settings') },
      { path: 'settings', lazy: () => import('./routes/settings') },
      { path: 'support', lazy: () => import('./routes/support') },
      { path: 'support/new', lazy: () => import('./routes/support-new') },
      { path: 'support/tickets/:id', lazy: () => import('./routes/ticket') },
      // Unknown paths get a real 404 inside the shell; only `/` itself redirects (the index route above).
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export const router = createBrowserRouter(routes);
