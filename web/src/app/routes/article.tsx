import { LearnItemPage } from '@/features/resources/components/learn-item-page';

// An answer card or a guide: both live under /resources/learn/:id.
export function Component() {
  return <LearnItemPage />;
}
