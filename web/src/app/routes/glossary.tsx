import { GlossaryPage } from '@/features/resources/components/glossary-page';

export function Component() {
  return <GlossaryPage />;
}
