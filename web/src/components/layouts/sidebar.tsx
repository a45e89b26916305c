import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { Badge, Box, Collapse, Divider, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CountChip } from './count-chip';
import { badgeOf, isWithin, navItemsFor, parentOf, type NavBadges, type NavItem } from './nav-items';
import { withUnread } from './unread-labels';
import { lazyRetry } from '@/lib/lazy-retry';
import { DeferredTooltip } from '@/components/ui/deferred-tooltip';

export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_COLLAPSED_WIDTH = '5rem';

interface SidebarProps {
  collapsed: boolean;
  onNavigate?: () => void;
  onLogout: () => void;
  /** Unread counts by entry path. */
  badges?: NavBadges;
  /** Shows 'Expert Desk'. */
  isExpert?: boolean;
}

const NO_BADGES: NavBadges = {};
const SUBMENU_ID_PREFIX = 'submenu-';
const SidebarFlyout = lazyRetry(() => import('./sidebar-flyout'));

/** The icon, with a dot when something under it is unread and the entry shows no count of its own. */
function EntryIcon({ item, active, dot }: { item: NavItem; active: boolean; dot: boolean }) {
  const Icon = item.icon;
  const icon = <Icon color={active ? 'primary' : undefined} />;
  return dot ? (
    <Badge variant="dot" color="error" overlap="circular">
      {icon}
    </Badge>
  ) : (
    icon
  );
}

/** A collapsed parent shows its submenu as a flyout on hover or keyboard focus; its menu's code loads on first use. */
function FlyoutItem({ item, active, onNavigate, badges }: { item: NavItem; active: boolean; onNavigate?: () => void; badges: NavBadges }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const count = badgeOf(badges, item);
  return (
    <Box component="li" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)} ref={anchor}>
      <ListItemButton
        selected={active}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={withUnread(t(`nav.${item.id}`), count)}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') setOpen(true);
          if (e.key === 'Escape') setOpen(false);
        }}
        sx={{ justifyContent: 'center', py: 1.5 }}
      >
        <ListItemIcon sx={{ minWidth: 0 }}>
          <EntryIcon item={item} active={false} dot={count > 0} />
        </ListItemIcon>
      </ListItemButton>
      {open && (
        <Suspense fallback={null}>
          <SidebarFlyout
            item={item}
            anchorEl={anchor.current}
            badges={badges}
            onNavigate={() => {
              setOpen(false);
              onNavigate?.();
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}

export function Sidebar({ collapsed, onNavigate, onLogout, badges = NO_BADGES, isExpert = false }: SidebarProps) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const [open, setOpen] = useState<Record<string, boolean>>(() => {
    const parent = parentOf(pathname);
    return parent ? { [parent.path]: true } : {};
  });

  // A parent opens itself when the current path is one of its children.
  useEffect(() => {
    const parent = parentOf(pathname);
    if (parent) setOpen((o) => (o[parent.path] ? o : { ...o, [parent.path]: true }));
  }, [pathname]);

  return (
    <Box
      component="nav"
      aria-label={t('shell.mainNav')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}
    >
      <List sx={{ flex: 1, overflowY: 'auto', py: 1 }}>
        {navItemsFor(isExpert).map((item) => {
          const active = isWithin(pathname, item.path);
          const count = badgeOf(badges, item);
          if (item.children && collapsed)
            return <FlyoutItem key={item.path} item={item} active={active} onNavigate={onNavigate} badges={badges} />;
          if (item.children) {
            const isOpen = Boolean(open[item.path]);
            const submenuId = SUBMENU_ID_PREFIX + item.id;
            return (
              <ListItem key={item.path} disablePadding sx={{ display: 'block' }}>
                <ListItemButton
                  onClick={() => setOpen((o) => ({ ...o, [item.path]: !isOpen }))}
                  aria-expanded={isOpen}
                  aria-controls={submenuId}
                >
                  <ListItemIcon>
                    <EntryIcon item={item} active={active} dot={count > 0 && !isOpen} />
                  </ListItemIcon>
                  <ListItemText primary={t(`nav.${item.id}`)} />
                  {isOpen ? <ExpandLess /> : <ExpandMore />}
                </ListItemButton>
                <Collapse in={isOpen} timeout="auto" unmountOnExit id={submenuId}>
                  <List disablePadding>
                    {item.children.map((child) => (
                      <ListItem key={child.path} disablePadding>
                        <ListItemButton
                          component={RouterLink}
                          to={child.path}
                          selected={isWithin(pathname, child.path)}
                          onClick={onNavigate}
                          aria-label={badges[child.path] ? withUnread(t(`nav.${child.id}`), badges[child.path] ?? 0) : undefined}
                          sx={{ pl: 9 }}
                        >
                          <ListItemText primary={t(`nav.${child.id}`)} slotProps={{ primary: { sx: { fontSize: 14 } } }} />
                          <CountChip count={badges[child.path] ?? 0} />
                        </ListItemButton>
                      </ListItem>
                    ))}
                  </List>
                </Collapse>
              </ListItem>
            );
          }
          const button = (
            <ListItemButton
              component={RouterLink}
              to={item.path}
              selected={active}
              onClick={onNavigate}
              aria-label={collapsed || count > 0 ? withUnread(t(`nav.${item.id}`), count) : undefined}
              sx={collapsed ? { justifyContent: 'center', py: 1.5 } : undefined}
            >
              <ListItemIcon sx={collapsed ? { minWidth: 0 } : undefined}>
                <EntryIcon item={item} active={active} dot={collapsed && count > 0} />
              </ListItemIcon>
              {!collapsed && <ListItemText primary={t(`nav.${item.id}`)} />}
              {!collapsed && <CountChip count={count} />}
            </ListItemButton>
          );
          return (
            <ListItem key={item.path} disablePadding>
              {collapsed ? (
                <DeferredTooltip title={t(`nav.${item.id}`)} placement="right">
                  {button}
                </DeferredTooltip>
              ) : (
                button
              )}
            </ListItem>
          );
        })}
      </List>
      <Divider />
      <List>
        <ListItem disablePadding>
          <ListItemButton
            onClick={onLogout}
            aria-label={t('shell.logout')}
            sx={collapsed ? { justifyContent: 'center', py: 1.5 } : undefined}
          >
            <ListItemIcon sx={collapsed ? { minWidth: 0 } : undefined}>
              <LogoutOutlined />
            </ListItemIcon>
            {!collapsed && <ListItemText primary={t('shell.logout')} />}
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
