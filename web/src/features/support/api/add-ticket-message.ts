import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ticket } from '@shared/support/ticket-views';
import { api } from '@/lib/api';
import { ticketQueryKey } from './get-ticket';
import { ticketsQueryKey } from './get-tickets';

export const addTicketMessage = ({ ticketId, text }: { ticketId: string; text: string }) =>
  api.POST('/tickets/{id}/messages', { params: { path: { id: ticketId } }, body: { text } });

export function useAddTicketMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTicketMessage,
    onSuccess: ({ message, status }, { ticketId }) => {
      // Show the message at once; the refetch below then brings the server's view of the ticket.
      queryClient.setQueryData<Ticket>(ticketQueryKey(ticketId), (old) =>
        old ? { ...old, status, messages: [...old.messages, message] } : old,
      );
      // A reply can change the status shown in the list (Pending or Closed back to Open). Not awaited: the form
      // clears as the message appears, not after the list has been fetched again.
      void queryClient.invalidateQueries({ queryKey: ticketsQueryKey });
    },
  });
}
