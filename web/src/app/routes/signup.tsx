import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SecondFactorGate } from '@/features/auth/components/second-factor-gate';
import { SignupForm } from '@/features/auth/components/signup-form';

export function Component() {
  return (
    <AuthLayout>
      <SecondFactorGate>
        <SignupForm />
      </SecondFactorGate>
    </AuthLayout>
  );
}
