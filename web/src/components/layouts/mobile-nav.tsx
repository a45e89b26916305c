// The phone's navigation drawer (app-shell.tsx): a temporary Drawer over the page, under the app bar, which stays
// above its backdrop so the spacer keeps the close button and the items in view. Loaded the first time it opens.
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import { Box, Drawer, IconButton, Toolbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { NavBadges } from './nav-items';
import { Sidebar, SIDEBAR_WIDTH } from './sidebar';

interface MobileNavProps {
  id: string;
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
  badges?: NavBadges;
  isExpert?: boolean;
}

export default function MobileNav({ id, open, onClose, onLogout, badges, isExpert }: MobileNavProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      data-testid="mobile-sidebar"
      slotProps={{ paper: { id } }}
      sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, maxWidth: '85vw' } }}
    >
      <Toolbar />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 1 }}>
        <IconButton aria-label={t('shell.closeNav')} onClick={onClose}>
          <ChevronLeft />
        </IconButton>
      </Box>
      <Sidebar collapsed={false} onNavigate={onClose} onLogout={onLogout} badges={badges} isExpert={isExpert} />
    </Drawer>
  );
}
