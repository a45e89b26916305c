import { BillingSettingsForm } from '@/features/billing/components/billing-settings-form';

export function Component() {
  return <BillingSettingsForm />;
}
