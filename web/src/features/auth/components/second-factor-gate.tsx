import { Suspense, type ReactNode } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { useAuth } from '@/lib/auth';
import { lazyRetry } from '@/lib/lazy-retry';

// Loaded only for accounts with a second factor, so the sign-in route stays small.
const SecondFactorStep = lazyRetry(() => import('./second-factor-step'));

/** Shows the sign-in form, or its second step once the password (or Google) was right and a code is needed. */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const { secondFactor } = useAuth();
  if (!secondFactor) return children;
  return (
    <Suspense fallback={<PageLoader />}>
      <SecondFactorStep />
    </Suspense>
  );
}
