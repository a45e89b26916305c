import { Suspense, type ComponentProps } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { AppShell } from '@/components/layouts/app-shell';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { useSavedColorMode } from '@/features/settings/hooks/use-saved-color-mode';
import { PageLoader } from '@/components/ui/page-loader';
import { useAuth } from '@/lib/auth';
import { clearQueryCache, QueryProvider } from '@/lib/query-client';
import { isRoutable } from './screens';

/** The shell with the user's live data (bell count, saved Dark Mode): these need the query client below. */
function ShellWithUserData(props: Omit<ComponentProps<typeof AppShell>, 'unreadCount'>) {
  useSavedColorMode();
  return <AppShell {...props} unreadCount={useUnreadCount()} />;
}

export function ShellLayout() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  return (
    <QueryProvider>
    <ShellWithUserData
      displayName={user?.displayName ?? user?.email ?? null}
      photoURL={user?.photoURL ?? null}
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
    </ShellWithUserData>
    </QueryProvider>
  );
}
