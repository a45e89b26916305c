import { Typography } from '@mui/material';
import { VerificationCodeForm } from '@/components/auth/verification-code-form';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';

/** The second step of signing in to an account with two-factor sign-in on: the code texted to its phone. */
export default function SecondFactorStep() {
  const { t } = useTranslation('auth');
  const { secondFactor, sendSecondFactorCode, verifySecondFactor, cancelSecondFactor, status, error } = useAuth();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('secondFactor.title')}
      </Typography>
      <VerificationCodeForm
        phoneEnding={secondFactor?.phoneEnding ?? null}
        send={sendSecondFactorCode}
        verify={verifySecondFactor}
        onCancel={cancelSecondFactor}
        submitLabel={t('secondFactor.submit')}
        cancelLabel={t('secondFactor.cancel')}
        error={error}
        busy={status === 'loading'}
      />
    </>
  );
}
