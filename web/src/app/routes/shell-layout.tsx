import { Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { AppShell } from '@/components/layouts/app-shell';
import { PageLoader } from '@/components/ui/page-loader';
import { useAuth } from '@/lib/auth';
import { clearQueryCache, QueryProvider } from '@/lib/query-client';
import { isRoutable } from './screens';

export function ShellLayout() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  return (
    <QueryProvider>
    <AppShell
      displayName={user?.displayName ?? user?.email ?? null}
      photoURL={user?.photoURL ?? null}
      unreadCount={0}
      isRoutable={isRoutable}
      onLogout={() => {
        void logout().then(() => {
          clearQueryCache();
          navigate('/login', { replace: true });
        });
      }}
    >
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </AppShell>
    </QueryProvider>
  );
}
