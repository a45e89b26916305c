import { Alert, Divider, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { GoogleButton } from './google-button';

/** What /login and /signup share above their fields: the title, Google sign-in and the red error banner. */
export function AuthFormIntro({ title }: { title: string }) {
  const { t } = useTranslation('auth');
  const { googleLogin, status, error } = useAuth();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <GoogleButton onClick={() => void googleLogin()} disabled={status === 'loading'} />
      <Divider>{t('or')}</Divider>
      {error && (
        <Alert severity="error" variant="filled" role="alert">
          {error}
        </Alert>
      )}
    </>
  );
}
