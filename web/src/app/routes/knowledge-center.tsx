import { KnowledgeCenterPage } from '@/features/resources/components/knowledge-center-page';

export function Component() {
  return <KnowledgeCenterPage />;
}
