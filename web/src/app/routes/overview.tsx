import { OverviewPage } from '@/features/overview/components/overview-page';

export function Component() {
  return <OverviewPage />;
}
