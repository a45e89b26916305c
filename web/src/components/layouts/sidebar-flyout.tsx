// The collapsed sidebar's submenu (sidebar.tsx, FlyoutItem): a Popper with the parent's entries, loaded on first use.
import { Box, MenuItem, MenuList, Paper, Popper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CountChip } from './count-chip';
import { isWithin, type NavBadges, type NavItem } from './nav-items';
import { withUnread } from './unread-labels';

interface SidebarFlyoutProps {
  item: NavItem;
  anchorEl: HTMLElement | null;
  badges: NavBadges;
  onNavigate: () => void;
}

export default function SidebarFlyout({ item, anchorEl, badges, onNavigate }: SidebarFlyoutProps) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <Popper open anchorEl={anchorEl} placement="right-start" sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}>
      <Paper elevation={6} sx={{ minWidth: 220, ml: 0.5 }}>
        <Box sx={{ px: 2, pt: 1.5, pb: 0.5, fontWeight: 700, fontSize: 14 }}>{t(`nav.${item.id}`)}</Box>
        <MenuList dense autoFocusItem={false}>
          {item.children?.map((child) => (
            <MenuItem
              key={child.path}
              component={RouterLink}
              to={child.path}
              selected={isWithin(pathname, child.path)}
              aria-label={withUnread(t(`nav.${child.id}`), badges[child.path] ?? 0)}
              onClick={onNavigate}
            >
              {t(`nav.${child.id}`)}
              <CountChip count={badges[child.path] ?? 0} />
            </MenuItem>
          ))}
        </MenuList>
      </Paper>
    </Popper>
  );
}
