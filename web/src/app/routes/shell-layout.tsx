import { Suspense, useMemo, type ComponentProps } from 'react';
import { useNavigate, useRoutes } from 'react-router-dom';
import { AppShell } from '@/components/layouts/app-shell';
import { assignedUnread, useExpertCases } from '@/features/expert/api/get-expert-cases';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { useSavedColorMode } from '@/features/settings/hooks/use-saved-color-mode';
import { useSavedLanguage } from '@/features/settings/hooks/use-saved-language';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useDiscussions } from '@/lib/discussions';
import { isExpertRole, useUserRole } from '@/lib/user-role';
import { clearQueryCache, QueryProvider } from '@/lib/query-client';
import { loadOnce } from '@/lib/load-once';
import { isRoutable, signedInRoutes } from '../signed-in-routes';

/** Record pages' titles for the breadcrumb, loaded with the first record page (app/routes/entity-titles.ts). */
const entityTitles = loadOnce(() => import('./entity-titles').then((module) => module.ENTITY_TITLES));

type ShellProps = Omit<ComponentProps<typeof AppShell>, 'unreadCount' | 'messageCount' | 'navBadges' | 'isExpert'>;

/**
 * The shell with the user's live data (bell and sidebar counts, the expert's entry, saved Dark Mode): these need the
 * query client below. The bell counts unread notifications and unread case discussion messages; the sidebar shows
 * the messages on 'Discuss Case' (the user's own cases) and 'Expert Desk' (the cases they handle as an expert).
 */
function ShellWithUserData(props: ShellProps) {
  useSavedColorMode();
  useSavedLanguage();
  const notifications = useUnreadCount();
  const isExpert = isExpertRole(useUserRole());
  const messages = useDiscussions().data?.unreadTotal ?? 0;
  const asExpert = assignedUnread(useExpertCases(isExpert).data);
  const navBadges = useMemo(
    () => ({ [paths.casesDiscuss]: Math.max(0, messages - asExpert), [paths.expert]: asExpert }),
    [messages, asExpert],
  );
  return <AppShell {...props} unreadCount={notifications} messageCount={messages} navBadges={navBadges} isExpert={isExpert} />;
}

export function ShellLayout() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const screens = useRoutes(signedInRoutes);
  return (
    <QueryProvider>
      <ShellWithUserData
        displayName={user?.displayName ?? user?.email ?? null}
        photoURL={user?.photoURL ?? null}
        isRoutable={isRoutable}
        entityTitles={entityTitles}
        onLogout={() => {
          void logout().then(() => {
            clearQueryCache();
            navigate(paths.login, { replace: true });
          });
        }}
      >
        <Suspense fallback={<PageLoader />}>{screens}</Suspense>
      </ShellWithUserData>
    </QueryProvider>
  );
}
