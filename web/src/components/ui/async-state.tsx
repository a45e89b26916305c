import { Alert, Box, Button, Typography } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from './page-loader';

/** The parts of a TanStack Query result this needs, so any query (or a hand-made state) fits. */
export interface AsyncQuery<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  refetch: () => unknown;
}

interface AsyncStateProps<T> {
  query: AsyncQuery<T>;
  children: (data: T) => ReactNode;
  loadingLabel?: string;
  /** Shown while loading instead of the page loader: a skeleton where a card should keep its size. */
  loading?: ReactNode;
  /** What went wrong, in words for the user; defaults to the error's own (user-safe, from the API) message. */
  errorMessage?: string | ((error: Error) => string);
  isEmpty?: (data: T) => boolean;
  /** Shown when `isEmpty` says so: a sentence, or any node. */
  empty?: ReactNode;
}

/**
 * One way to show every async view's loading, error and empty states, so screens stay consistent. What the data shows
 * may still wait for its texts (a stored record's catalog, useServerMessages): that wait shows this view's loading
 * state in place, where the screen's own boundary would hide the whole screen meanwhile.
 */
export function AsyncState<T>({ query, children, loadingLabel, loading, errorMessage, isEmpty, empty }: AsyncStateProps<T>) {
  const { t } = useTranslation();
  const loader = loading ?? <PageLoader label={loadingLabel} />;
  if (query.isPending) return loader;
  if (query.data === undefined) {
    const error = query.error ?? new Error(t('async.error'));
    const message = typeof errorMessage === 'function' ? errorMessage(error) : (errorMessage ?? error.message);
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('actions.tryAgain')}
          </Button>
        }
      >
        {message}
      </Alert>
    );
  }
  if (isEmpty?.(query.data)) return <EmptyState>{empty ?? t('async.empty')}</EmptyState>;
  return <Suspense fallback={loader}>{children(query.data)}</Suspense>;
}

/** A quiet "nothing to show" panel; a string child is rendered as a paragraph. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Box
      role="status"
      sx={{ py: 6, px: 2, textAlign: 'center', border: 1, borderColor: 'divider', borderRadius: 2, borderStyle: 'dashed' }}
    >
      {typeof children === 'string' ? <Typography color="text.secondary">{children}</Typography> : children}
    </Box>
  );
}
