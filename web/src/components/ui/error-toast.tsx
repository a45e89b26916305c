import { Alert, Snackbar } from '@mui/material';
import { useCallback, useState } from 'react';

/** docs/SPEC.md section 9: errors in the chat and the expert discussion show as a toast for 3 s. */
const TOAST_MS = 3000;

interface Toast {
  message: string;
  /** A new key for each error, so the same message twice still shows (and times out) again. */
  key: number;
}

/** The toast's state: the error on screen, a way to show one, and a way to close it. */
export function useErrorToast() {
  const [toast, setToast] = useState<Toast | null>(null);
  const showError = useCallback((message: string) => setToast({ message, key: Date.now() }), []);
  const close = useCallback(() => setToast(null), []);
  return { toast, showError, close };
}

/** An error at the bottom of the screen that goes by itself after TOAST_MS (not on a click elsewhere). */
export function ErrorToast({ toast, onClose }: { toast: Toast | null; onClose: () => void }) {
  return (
    <Snackbar
      key={toast?.key}
      open={toast !== null}
      autoHideDuration={TOAST_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {toast?.message}
      </Alert>
    </Snackbar>
  );
}
