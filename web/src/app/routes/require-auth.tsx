import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { useAuth } from '@/lib/auth';
import { lazyRetry } from '@/lib/lazy-retry';

// The shell is code-split so the login route loads none of it.
const ShellLayout = lazyRetry(async () => ({ default: (await import('./shell-layout')).ShellLayout }));

/** The guard: unauthenticated visitors go to /login, replacing the history entry. */
export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <ShellLayout />
    </Suspense>
  );
}

/** Public pages: a signed-in user goes to /overview. */
export function RedirectIfAuthenticated() {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) return <Navigate to="/overview" replace />;
  return <Outlet />;
}
