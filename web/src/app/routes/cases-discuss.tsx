import { DiscussionRoute } from '@/features/discussion/components/discussion-route';

export function Component() {
  return <DiscussionRoute />;
}
