import ChevronLeft from '@mui/icons-material/ChevronLeft';
import { Box, Drawer, IconButton, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { BreadcrumbBar, type EntityTitleHooks } from './breadcrumb-bar';
import { Header } from './header';
import type { NavBadges } from './nav-items';
import { Sidebar, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

const COLLAPSED_KEY = 'sidebarCollapsed';
const MOBILE_NAV_ID = 'mobile-navigation';

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
  entityTitles?: EntityTitleHooks;
  children: ReactNode;
}

export function AppShell({ displayName, photoURL, unreadCount, messageCount, navBadges, isExpert, onLogout, isRoutable, entityTitles, children }: AppShellProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === 'true');
  const [mobileOpen, setMobileOpen] = useState(false);
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
        onToggleMobileNav={() => setMobileOpen((open) => !open)}
      />
      {/* Under the app bar (which stays above its backdrop): the spacer keeps the close button and items in view. */}
      <Drawer
        variant="temporary"
        open={mobileOpen && !isDesktop}
        onClose={() => setMobileOpen(false)}
        ModalProps={{ keepMounted: true }}
        data-testid="mobile-sidebar"
        slotProps={{ paper: { id: MOBILE_NAV_ID } }}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, maxWidth: '85vw' } }}
      >
        <Toolbar />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 1 }}>
          <IconButton aria-label={t('shell.closeNav')} onClick={() => setMobileOpen(false)}>
            <ChevronLeft />
          </IconButton>
        </Box>
        <Sidebar collapsed={false} onNavigate={() => setMobileOpen(false)} onLogout={onLogout} badges={navBadges} isExpert={isExpert} />
      </Drawer>
      <Drawer
        variant="permanent"
        data-testid="sidebar"
        data-collapsed={collapsed}
        sx={{
          display: { xs: 'none', md: 'block' },
          width,
          flexShrink: 0,
          transition: 'width 150ms',
          '& .MuiDrawer-paper': { width, boxSizing: 'border-box', transition: 'width 150ms', overflowX: 'hidden' },
        }}
      >
        <Toolbar />
        <Sidebar collapsed={collapsed} onLogout={onLogout} badges={navBadges} isExpert={isExpert} />
      </Drawer>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}>
        <Toolbar />
        <BreadcrumbBar isRoutable={isRoutable} entityTitles={entityTitles} />
        {children}
      </Box>
    </Box>
  );
}
