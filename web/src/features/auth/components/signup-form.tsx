import { Box, Button, Link, Typography } from '@mui/material';
import { PlainTextField } from '@/components/ui/plain-text-field';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { AnnouncedField } from './announced-field';
import { AuthFormIntro } from './auth-form-intro';

export function SignupForm() {
  const { t } = useTranslation('auth');
  const { signup, status, clearError } = useAuth();
  const [fullName, setFullName] = useState('');
  const [contactNumber, setContactNumber] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [attempted, setAttempted] = useState(false);
  const busy = status === 'loading';
  const mismatch = attempted && password !== confirm;
  const confirmInput = useRef<HTMLInputElement>(null);

  useEffect(() => clearError, [clearError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    // A mismatch blocks submission (docs/SPEC.md section 5) and says why in words under the field, since a disabled button alone does not.
    if (password !== confirm) {
      confirmInput.current?.focus();
      return;
    }
    void signup(fullName.trim(), email.trim(), password);
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <AuthFormIntro title={t('signup.title')} />
      <PlainTextField
        label={t('fields.fullName')}
        name="name"
        autoComplete="name"
        required
        value={fullName}
        onChange={(e) => setFullName(e.target.value)}
      />
      <PlainTextField
        label={t('fields.contactNumber')}
        name="tel"
        type="tel"
        autoComplete="tel"
        value={contactNumber}
        onChange={(e) => setContactNumber(e.target.value)}
      />
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
        name="new-password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <AnnouncedField
        label={t('fields.confirmPassword')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        inputRef={confirmInput}
        message={mismatch ? t('signup.passwordMismatch') : null}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? t('signup.submitting') : t('signup.submit')}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        <Trans t={t} i18nKey="signup.haveAccount" components={{ anchor: <Link component={RouterLink} to="/login" /> }} />
      </Typography>
    </Box>
  );
}
