import { PaymentMethods } from '@/features/billing/components/payment-methods';

export function Component() {
  return <PaymentMethods />;
}
