import { DeadlineRemindersPage } from '@/features/deadlines/components/deadline-reminders-page';

export function Component() {
  return <DeadlineRemindersPage />;
}
