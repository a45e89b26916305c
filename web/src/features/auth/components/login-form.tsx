import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { PlainTextField } from '@/components/ui/plain-text-field';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { takeOverPrerenderedPage } from '@/lib/prerendered-page';
import { takeSignOutNotice } from '@/lib/sign-out-notice';
import { AuthFormIntro } from './auth-form-intro';
import { PasswordResetForm } from './password-reset-form';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const { login, status, clearError } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const busy = status === 'loading';
  // A screen that signed the user out on purpose (say, after deleting the account) may leave a word for them.
  const [notice] = useState(takeSignOutNotice);
  // "Forgot password?" swaps this form for the reset form; coming back puts focus where the user left.
  const [resetting, setResetting] = useState(false);
  const returnFocus = useRef(false);
  const forgotButton = useRef<HTMLButtonElement>(null);

  // A first visit showed login.html's copy of this form: take over what was typed there, and make the press that was
  // waiting for the app once the typed values are in (lib/prerendered-page.ts).
  const [waitingPress, setWaitingPress] = useState<(() => void) | null>(null);
  useLayoutEffect(() => {
    const handoff = takeOverPrerenderedPage();
    if (!handoff) return;
    setEmail(handoff.values['email'] ?? '');
    setPassword(handoff.values['password'] ?? '');
    setWaitingPress(() => handoff.replay);
  }, []);
  useEffect(() => {
    if (!waitingPress) return;
    setWaitingPress(null);
    waitingPress();
  }, [waitingPress]);

  useEffect(() => clearError, [clearError]);
  useEffect(() => {
    if (resetting || !returnFocus.current) return;
    returnFocus.current = false;
    forgotButton.current?.focus();
  }, [resetting]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void login(email.trim(), password);
  };

  if (resetting) {
    return (
      <PasswordResetForm
        initialEmail={email.trim()}
        onBack={() => {
          returnFocus.current = true;
          setResetting(false);
        }}
      />
    );
  }

  return (
    <Box component="form" method="post" onSubmit={submit} noValidate={false} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <AuthFormIntro title={t('login.title')} />
      {notice && <Alert severity="success">{notice}</Alert>}
      <PlainTextField
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PlainTextField
        label={t('fields.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
        <Link
          component="button"
          type="button"
          ref={forgotButton}
          variant="body2"
          onClick={() => {
            clearError();
            setResetting(true);
          }}
        >
          {t('login.forgotPassword')}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        <Trans t={t} i18nKey="login.noAccount" components={{ anchor: <Link component={RouterLink} to="/signup" /> }} />
      </Typography>
    </Box>
  );
}
