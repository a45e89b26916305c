import { AddPaymentMethodForm } from '@/features/billing/components/add-payment-method-form';

export function Component() {
  return <AddPaymentMethodForm />;
}
