import { NewTicketForm } from '@/features/support/components/new-ticket-form';

export function Component() {
  return <NewTicketForm />;
}
