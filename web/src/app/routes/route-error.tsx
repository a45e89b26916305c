import { Alert, Box, Button } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown when a screen fails to load (e.g. a stale chunk after a deploy) instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : 'Unknown error';
  return (
    <Box sx={{ p: 4, maxWidth: 560, mx: 'auto' }}>
      <Alert severity="error" action={<Button onClick={() => window.location.reload()}>Reload</Button>}>
        Something went wrong loading this page. {message}
      </Alert>
    </Box>
  );
}
