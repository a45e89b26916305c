import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';

/**
 * Any path no route serves, inside the shell: says so and offers the way Home. The breadcrumb bar names it 'Page not
 * found' and gives the tab that title (components/layouts/breadcrumb-bar.tsx).
 */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeader title={t('notFound.title')} />
      <Typography sx={{ overflowWrap: 'anywhere' }}>{t('notFound.message', { path: pathname })}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('notFound.hint')}
      </Typography>
      <Button component={RouterLink} to={paths.overview} variant="contained" startIcon={<HomeOutlined />}>
        {t('notFound.home')}
      </Button>
    </Box>
  );
}
