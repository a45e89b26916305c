import { Box, Drawer, Toolbar } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { BreadcrumbBar } from './breadcrumb-bar';
import { Header } from './header';
import type { NavBadges } from './nav-items';
import { Sidebar, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './sidebar';

const COLLAPSED_KEY = 'sidebarCollapsed';

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
  children: ReactNode;
}

export function AppShell({ displayName, photoURL, unreadCount, messageCount, navBadges, isExpert, onLogout, isRoutable, children }: AppShellProps) {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === 'true');
  const [mobileOpen, setMobileOpen] = useState(false);
  const width = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;

  const toggle = () =>
    setCollapsed((c) => {
      localStorage.setItem(COLLAPSED_KEY, String(!c));
      return !c;
    });

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Header
        displayName={displayName}
        photoURL={photoURL}
        unreadCount={unreadCount}
        messageCount={messageCount}
        sidebarCollapsed={collapsed}
        onToggleSidebar={toggle}
        onOpenMobileNav={() => setMobileOpen(true)}
      />
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        ModalProps={{ keepMounted: true }}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH } }}
      >
        <Toolbar />
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
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        <BreadcrumbBar isRoutable={isRoutable} />
        {children}
      </Box>
    </Box>
  );
}
