import type { RouteObject } from 'react-router-dom';
import { PUBLIC_PATHS } from '@/config/public-paths';
import { RedirectIfAuthenticated, RequireAuth } from './routes/require-auth';
import { screen } from './screen';

// Declarative routes (useRoutes under a BrowserRouter, app/app.tsx): the app loads no data through the router, and
// its data-router half (loaders, actions, fetchers) was about 16 KB gzipped on every screen, /login included
// (docs/performance.md). Each screen is its own chunk, loaded when first shown; render errors and
// failed chunk loads reach app/routes/route-error.tsx through the boundary in app.tsx.
//
// This table holds the public pages. The signed-in screens are in app/signed-in-routes.tsx, which the shell renders:
// loaded from the shell's chunk, they share the code the shell has already loaded instead of splitting it into
// many small chunks.

export const routes: RouteObject[] = [
  {
    path: PUBLIC_PATHS.login,
    element: <RedirectIfAuthenticated />,
    children: [{ index: true, element: screen(() => import('./routes/login')) }],
  },
  {
    path: PUBLIC_PATHS.signup,
    element: <RedirectIfAuthenticated />,
    children: [{ index: true, element: screen(() => import('./routes/signup')) }],
  },
  // A shared report is public: no sign-in, no app shell, and its own small chunk.
  {
    path: PUBLIC_PATHS.sharedReport,
    element: screen(() => import('./routes/shared-report')),
  },
  // Everything else is signed in: the guard, then the shell with the screens of app/signed-in-routes.tsx.
  { path: '/*', element: <RequireAuth /> },
];
