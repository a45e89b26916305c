import { Suspense } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { AppProvider } from './provider';
import { routes } from './router';
import { RouteErrorBoundary } from './routes/route-error';

function AppRoutes() {
  const screen = useRoutes(routes);
  return <RouteErrorBoundary path={useLocation().pathname}>{screen}</RouteErrorBoundary>;
}

export function App() {
  return (
    // The first paint waits for the `common` catalog of the user's language (lib/i18n/i18n.ts): a few KB, so no
    // loader (which would have no language to speak in yet).
    <Suspense fallback={null}>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </Suspense>
  );
}
