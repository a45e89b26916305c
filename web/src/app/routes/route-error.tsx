import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown when a screen fails to load (e.g. a stale chunk after a deploy) instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : t('routeError.unknown');
  return (
    <Box sx={{ p: 4, maxWidth: 560, mx: 'auto' }}>
      <Alert severity="error" action={<Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>}>
        {t('routeError.message', { message })}
      </Alert>
    </Box>
  );
}
