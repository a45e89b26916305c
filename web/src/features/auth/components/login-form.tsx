import { Alert, Box, Button, Divider, Link, Typography } from '@mui/material';
import { PlainTextField } from '@/components/ui/plain-text-field';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { GoogleButton } from './google-button';

export function LoginForm() {
  const { login, googleLogin, status, error, clearError } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const busy = status === 'loading';

  useEffect(() => clearError, [clearError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void login(email.trim(), password);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate={false} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Sign In
      </Typography>
      <GoogleButton onClick={() => void googleLogin()} disabled={busy} />
      <Divider>or</Divider>
      {error && (
        <Alert severity="error" variant="filled" role="alert">
          {error}
        </Alert>
      )}
      <PlainTextField label="Email address" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <PlainTextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign In'}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Don&apos;t have an account?{' '}
        <Link component={RouterLink} to="/signup">
          Sign Up
        </Link>
      </Typography>
    </Box>
  );
}
