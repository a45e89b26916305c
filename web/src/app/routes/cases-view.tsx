import { MyCasesPage } from '@/features/cases/components/my-cases/my-cases-page';

export function Component() {
  return <MyCasesPage />;
}
