import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RedirectIfAuthenticated, RequireAuth } from './routes/require-auth';
import { RouteError } from './routes/route-error';

const toOverview = <Navigate to="/overview" replace />;

// Screens that later issues build redirect home until then, rather than pretend to work.
const NOT_YET_BUILT = [
  'ai-assistant/chat',
  'ai-assistant/eligibility',
  'ai-assistant/documents',
  'cases/view',
  'cases/discuss',
  'cases/track',
];

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
  {
    path: '/',
    element: <RequireAuth />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: toOverview },
      { path: 'overview', lazy: () => import('./routes/overview') },
      ...NOT_YET_BUILT.map((path) => ({ path, element: toOverview })),
      { path: 'cases/appointments', lazy: () => import('./routes/placeholders').then((m) => ({ Component: m.AppointmentsRoute })) },
      { path: 'compliance/check', lazy: () => import('./routes/placeholders').then((m) => ({ Component: m.ComplianceCheckRoute })) },
      { path: 'compliance/reminders', lazy: () => import('./routes/placeholders').then((m) => ({ Component: m.DeadlineRemindersRoute })) },
      { path: 'resources/learn', element: toOverview },
      { path: 'resources/learn/:id', element: toOverview },
      { path: 'resources/news', element: toOverview },
      { path: 'resources/news/:id', element: toOverview },
      { path: 'notifications', element: toOverview },
      { path: 'billing/history', element: toOverview },
      { path: 'billing/invoices/:id', element: toOverview },
      { path: 'billing/methods', element: toOverview },
      { path: 'settings', element: toOverview },
      { path: 'support', element: toOverview },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
