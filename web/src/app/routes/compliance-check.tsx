import { CompliancePage } from '@/features/compliance/components/compliance-page';

export function Component() {
  return <CompliancePage />;
}
