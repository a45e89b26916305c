import { SupportCenter } from '@/features/support/components/support-center';

export function Component() {
  return <SupportCenter />;
}
