import { PaymentHistory } from '@/features/billing/components/payment-history';

export function Component() {
  return <PaymentHistory />;
}
