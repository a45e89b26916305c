import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown when a screen fails to load (e.g. a stale chunk after a deploy) instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  // The router's own status texts are English; a 404 gets our words, anything else its status or the error's message.
  const detail = isRouteErrorResponse(error)
    ? error.status === 404
      ? t('routeError.notFound')
      : String(error.status)
    : error instanceof Error
      ? error.message
      : t('routeError.unknown');
  const title = t('routeError.title');
  useEffect(() => {
    document.title = t('shell.documentTitle', { page: title });
  }, [t, title]);
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 560, mx: 'auto' }}>
      <Alert severity="error" action={<Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>}>
        <AlertTitle component="h1" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {title}
        </AlertTitle>
        {t('routeError.message', { message: detail })}
      </Alert>
    </Box>
  );
}
