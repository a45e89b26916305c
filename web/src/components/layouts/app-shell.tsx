import { Box, Paper, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { BreadcrumbBar, type EntityTitleHooks } from './breadcrumb-bar';
import { Header } from './header';
import type { NavBadges } from './nav-items';
import { Sidebar, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { lazyRetry } from '@/lib/lazy-retry';
import type { OnceLoader } from '@/lib/load-once';

const COLLAPSED_KEY = 'sidebarCollapsed';
const MOBILE_NAV_ID = 'mobile-navigation';
const MobileNav = lazyRetry(() => import('./mobile-nav'));

interface AppShellProps {
  displayName: string | null;
  photoURL: string | null;
  unreadCount: number;
  /** Unread case discussion messages, added to the bell. */
  messageCount?: number;
  /** Unread counts by sidebar entry path. */
  navBadges?: NavBadges;
  /** Shows the experts' sidebar entry. */
  isExpert?: boolean;
  onLogout: () => void;
  isRoutable: (path: string) => boolean;
  /** Reads a record page's own title (an article's, an invoice's number) for its breadcrumb. */
  entityTitles?: OnceLoader<EntityTitleHooks>;
  children: ReactNode;
}

export function AppShell({
  displayName,
  photoURL,
  unreadCount,
  messageCount,
  navBadges,
  isExpert,
  onLogout,
  isRoutable,
  entityTitles,
  children,
}: AppShellProps) {
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === 'true');
  const [mobileOpen, setMobileOpen] = useState(false);
  // The phone drawer's code loads when it first opens, and it stays mounted from then on.
  const [mobileNavLoaded, setMobileNavLoaded] = useState(false);
  // The phone drawer belongs to narrow screens: widening the window past it closes it (and its backdrop).
  const isDesktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const width = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;

  // Any navigation (the bell, the logo, a link in the page) closes the phone drawer.
  useEffect(() => setMobileOpen(false), [pathname]);

  const toggle = () =>
    setCollapsed((c) => {
      localStorage.setItem(COLLAPSED_KEY, String(!c));
      return !c;
    });

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <Header
        displayName={displayName}
        photoURL={photoURL}
        unreadCount={unreadCount}
        messageCount={messageCount}
        sidebarCollapsed={collapsed}
        onToggleSidebar={toggle}
        mobileNavOpen={mobileOpen}
        mobileNavId={MOBILE_NAV_ID}
        onToggleMobileNav={() => {
          setMobileNavLoaded(true);
          setMobileOpen((open) => !open);
        }}
      />
      {mobileNavLoaded && (
        <Suspense fallback={null}>
          <MobileNav
            id={MOBILE_NAV_ID}
            open={mobileOpen && !isDesktop}
            onClose={() => setMobileOpen(false)}
            onLogout={onLogout}
            badges={navBadges}
            isExpert={isExpert}
          />
        </Suspense>
      )}
      {/* A permanent drawer, without MUI's Drawer: that one carries the Modal code a temporary drawer needs. */}
      <Box
        data-testid="sidebar"
        data-collapsed={collapsed}
        sx={{ display: { xs: 'none', md: 'block' }, width, flexShrink: 0, transition: 'width 150ms' }}
      >
        <Paper
          square
          elevation={0}
          data-testid="sidebar-paper"
          sx={{
            position: 'fixed',
            top: 0,
            left: 0,
            height: '100%',
            width,
            boxSizing: 'border-box',
            display: 'flex',
            flexDirection: 'column',
            overflowY: 'auto',
            overflowX: 'hidden',
            borderRight: 1,
            borderColor: 'divider',
            zIndex: (theme) => theme.zIndex.drawer,
            transition: 'width 150ms',
          }}
        >
          <Toolbar />
          <Sidebar collapsed={collapsed} onLogout={onLogout} badges={navBadges} isExpert={isExpert} />
        </Paper>
      </Box>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}
      >
        <Toolbar />
        <BreadcrumbBar isRoutable={isRoutable} entityTitles={entityTitles} />
        {children}
      </Box>
    </Box>
  );
}
