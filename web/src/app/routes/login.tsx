import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SecondFactorGate } from '@/features/auth/components/second-factor-gate';
import { LoginForm } from '@/features/auth/components/login-form';

export function Component() {
  return (
    <AuthLayout>
      <SecondFactorGate>
        <LoginForm />
      </SecondFactorGate>
    </AuthLayout>
  );
}
