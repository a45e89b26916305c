import { CaseFormsPage } from '@/features/forms/components/case-forms-page';

export function Component() {
  return <CaseFormsPage />;
}
