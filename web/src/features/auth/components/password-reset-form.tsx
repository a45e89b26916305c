import { Alert, Box, Button, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAuth } from '@/lib/firebase-loader';
import { currentLocale } from '@/lib/i18n/i18n';
import { requestPasswordReset, type ResetOutcome } from '../utils/password-reset';
import { AnnouncedField } from './announced-field';

type ResetState =
  | { step: 'editing'; problem: Exclude<ResetOutcome, 'sent'> | 'emailRequired' | null }
  | { step: 'sending' }
  | { step: 'sent'; email: string };

/**
 * "Forgot password?" on /login: Firebase emails a link to choose a new password. Shown in place of the sign-in form
 * (no dialog: the login route stays free of MUI's modal code). The confirmation reads the same whether or not an
 * account has that address.
 */
export function PasswordResetForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(initialEmail);
  const [state, setState] = useState<ResetState>({ step: 'editing', problem: null });
  const emailInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Opening the form puts the caret in the address; the confirmation takes focus so it is read out in context.
  useEffect(() => emailInput.current?.focus(), []);
  useEffect(() => {
    if (state.step === 'sent') heading.current?.focus();
  }, [state.step]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setState({ step: 'editing', problem: 'emailRequired' });
      emailInput.current?.focus();
      return;
    }
    setState({ step: 'sending' });
    const outcome = await loadAuth().then(
      ({ auth }) => requestPasswordReset(auth, address, currentLocale()),
      (): ResetOutcome => 'network',
    );
    setState(outcome === 'sent' ? { step: 'sent', email: address } : { step: 'editing', problem: outcome });
    if (outcome === 'invalidEmail') emailInput.current?.focus();
  };

  const problem = state.step === 'editing' ? state.problem : null;
  const fieldProblem = problem === 'emailRequired' || problem === 'invalidEmail' ? t(`reset.errors.${problem}`) : null;
  const formProblem = problem === 'tooManyRequests' || problem === 'network' || problem === 'failed' ? t(`reset.errors.${problem}`) : null;

  return (
    <Box
      component="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="password-reset-title"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography
        id="password-reset-title"
        ref={heading}
        tabIndex={-1}
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, outline: 'none' }}
      >
        {t('reset.title')}
      </Typography>
      {state.step === 'sent' ? (
        <Alert severity="success" role="status">
          {t('reset.sent', { email: state.email })}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary">{t('reset.intro')}</Typography>
          {formProblem && (
            <Alert severity="error" role="alert">
              {formProblem}
            </Alert>
          )}
          <AnnouncedField
            label={t('fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            inputRef={emailInput}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            message={fieldProblem}
          />
          <Button type="submit" variant="contained" size="large" disabled={state.step === 'sending'}>
            {state.step === 'sending' ? t('reset.submitting') : t('reset.submit')}
          </Button>
        </>
      )}
      <Button type="button" variant="text" onClick={onBack}>
        {t('reset.back')}
      </Button>
    </Box>
  );
}
