import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { Component, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { retryFailedLoads } from '@/lib/lazy-retry';
import { releasePrerenderedPage } from '@/lib/prerendered-page';

/** Shown when a screen fails to load (e.g. a stale chunk after a deploy) instead of a blank page. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const detail = error instanceof Error ? error.message : t('routeError.unknown');
  const title = t('routeError.title');
  // A screen that failed on a first visit to /login: the error replaces login.html's copy of the form.
  useLayoutEffect(releasePrerenderedPage, []);
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

interface BoundaryProps {
  children: ReactNode;
  /** The path shown: when it changes, an error shown for the previous one is cleared. */
  path: string;
}

/** Catches what a screen throws while it loads or renders, until the user goes to another path. */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error() };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.path === this.props.path || this.state.error === undefined) return;
    // A screen whose chunk did not arrive is fetched again when next shown (lib/lazy-retry.tsx).
    retryFailedLoads();
    this.setState({ error: undefined });
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
