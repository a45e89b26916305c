import { Alert, Box, Button, CircularProgress, TextField } from '@mui/material';
import type { UserCredential } from 'firebase/auth';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { codeStepOf, VerificationCodeForm } from '@/components/auth/verification-code-form';
import { ApiError } from '@/lib/api-client';
import { authErrorMessage } from '@/lib/auth-errors';
import { currentLocale } from '@/lib/i18n/i18n';
import { hasPassword, reauthenticate } from '@/lib/reauthenticate';
import type { CodeChallenge } from '@/lib/second-factor';

interface IdentityCheckProps {
  submitLabel: string;
  submitColor?: 'primary' | 'error';
  /** Fields of the change itself, shown above the password (e.g. "Type DELETE to confirm"). */
  children?: ReactNode;
  /** False while the change's own fields are not filled in. */
  ready?: boolean;
  /** The change, run once the user has signed in again; a rejection is shown and nothing else happens. */
  onConfirmed(): Promise<void>;
  onCancel(): void;
}

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : authErrorMessage(error));

/**
 * "Confirm it's you" before a sensitive change: the password (or Google, for an account without one), then the code
 * texted to the phone when two-factor sign-in is on, then the change.
 */
export function IdentityCheck({ submitLabel, submitColor = 'primary', children, ready = true, onConfirmed, onCancel }: IdentityCheckProps) {
  const { t } = useTranslation(['settings', 'common']);
  const needsPassword = hasPassword();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codeStep, setCodeStep] = useState<CodeChallenge<UserCredential> | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || (needsPassword && password === '')) return;
    setBusy(true);
    setError(null);
    try {
      const step = await reauthenticate(password);
      if (step) setCodeStep(step);
      else await onConfirmed();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  if (codeStep) {
    return (
      <VerificationCodeForm
        {...codeStepOf(codeStep, onConfirmed)}
        onCancel={onCancel}
        submitLabel={submitLabel}
        cancelLabel={t('common:actions.cancel')}
      />
    );
  }

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ display: 'grid', gap: 2 }}>
      {children}
      {needsPassword && (
        <TextField
          label={t('identity.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          helperText={t('identity.passwordHint')}
          required
        />
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={submitColor}
          disabled={busy || !ready || (needsPassword && password === '')}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {needsPassword
            ? submitLabel
            : t('identity.withGoogle', { action: currentLocale() === 'de' ? submitLabel : submitLabel.toLowerCase() })}
        </Button>
      </Box>
    </Box>
  );
}
