import { Typography } from '@mui/material';
import { VerificationCodeForm } from '@/components/auth/verification-code-form';
import { useAuth } from '@/lib/auth';

/** The second step of signing in to an account with two-factor sign-in on: the code texted to its phone. */
export default function SecondFactorStep() {
  const { secondFactor, sendSecondFactorCode, verifySecondFactor, cancelSecondFactor, status, error } = useAuth();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Two-step verification
      </Typography>
      <VerificationCodeForm
        phoneEnding={secondFactor?.phoneEnding ?? null}
        send={sendSecondFactorCode}
        verify={verifySecondFactor}
        onCancel={cancelSecondFactor}
        submitLabel="Verify"
        cancelLabel="Back to sign in"
        error={error}
        busy={status === 'loading'}
      />
    </>
  );
}
