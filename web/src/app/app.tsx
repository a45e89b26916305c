import { Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { router } from './router';

export function App() {
  return (
    // The first paint waits for the `common` catalog of the user's language (lib/i18n/i18n.ts): a few KB, so no
    // loader (which would have no language to speak in yet).
    <Suspense fallback={null}>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </Suspense>
  );
}
