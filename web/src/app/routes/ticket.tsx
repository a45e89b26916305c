import { useParams } from 'react-router-dom';
import { TicketDetails } from '@/features/support/components/ticket-details';

export function Component() {
  const { id = '' } = useParams();
  // Keyed by id so a half-typed reply never carries over to another ticket.
  return <TicketDetails key={id} ticketId={id} />;
}
