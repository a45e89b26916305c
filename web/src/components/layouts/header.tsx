import AccountCircle from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { AppBar, Avatar, Badge, Box, IconButton, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { bellLabel } from './unread-labels';
import { DeferredTooltip } from '@/components/ui/deferred-tooltip';

interface HeaderProps {
  displayName: string | null;
  photoURL: string | null;
  /** Unread notifications. */
  unreadCount: number;
  /** Unread case discussion messages (GET /discussions); the bell counts both. */
  messageCount?: number;
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  /** The phone drawer: whether it is open, its element's id, and the menu button that opens and closes it. */
  mobileNavOpen: boolean;
  mobileNavId: string;
  onToggleMobileNav: () => void;
}

export function Header({
  displayName,
  photoURL,
  unreadCount,
  messageCount = 0,
  sidebarCollapsed,
  onToggleSidebar,
  mobileNavOpen,
  mobileNavId,
  onToggleMobileNav,
}: HeaderProps) {
  const { t } = useTranslation();
  const toggleLabel = sidebarCollapsed ? t('shell.expandSidebar') : t('shell.collapseSidebar');
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (t) => t.zIndex.drawer + 1 }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          edge="start"
          aria-label={mobileNavOpen ? t('shell.closeNav') : t('shell.openNav')}
          aria-expanded={mobileNavOpen}
          aria-controls={mobileNavId}
          onClick={onToggleMobileNav}
          sx={{ display: { md: 'none' } }}
        >
          {mobileNavOpen ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
        <DeferredTooltip title={toggleLabel}>
          <IconButton edge="start" aria-label={toggleLabel} onClick={onToggleSidebar} sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
            {sidebarCollapsed ? <MenuIcon /> : <MenuOpenIcon />}
          </IconButton>
        </DeferredTooltip>
        <Box
          component={RouterLink}
          to="/overview"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
        >
          <Box component="img" src="/logo.svg" alt="" sx={{ width: 32, height: 32 }} />
          <Typography variant="h6" component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {t('shell.brand')}
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }} />
        <IconButton
          component={RouterLink}
          to="/notifications"
          aria-label={bellLabel(unreadCount, messageCount)}
          data-testid="notifications-bell"
        >
          {/* No badge at 0: MUI keeps the last count in a hidden badge, which axe reads as a name mismatch. */}
          {unreadCount + messageCount > 0 ? (
            <Badge badgeContent={unreadCount + messageCount} color="error" max={99}>
              <NotificationsOutlined />
            </Badge>
          ) : (
            <NotificationsOutlined />
          )}
        </IconButton>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {photoURL ? (
            <Avatar src={photoURL} alt={displayName ?? t('shell.user')} sx={{ width: 32, height: 32 }} />
          ) : (
            <AccountCircle aria-hidden sx={{ fontSize: 32, color: 'text.secondary' }} />
          )}
          <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' }, fontWeight: 600 }} data-testid="header-display-name">
            {displayName ?? t('shell.account')}
          </Typography>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
