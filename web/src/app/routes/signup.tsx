import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SignupForm } from '@/features/auth/components/signup-form';

export function Component() {
  return (
    <AuthLayout>
      <SignupForm />
    </AuthLayout>
  );
}
