import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketCategory } from '@shared/support/ticket';
import type { TicketSummary } from '@shared/support/ticket-views';
import { api } from '@/lib/api';
import { ticketsQueryKey } from './get-tickets';

export interface NewTicket {
  subject: string;
  category: TicketCategory;
  description: string;
  attachment: File | null;
}

/** JSON without a file; multipart/form-data (file under "attachment") with one. */
export async function createTicket({ attachment, ...fields }: NewTicket) {
  let body: FormData | Omit<NewTicket, 'attachment'> = fields;
  if (attachment) {
    const form = new FormData();
    form.append('subject', fields.subject);
    form.append('category', fields.category);
    form.append('description', fields.description);
    form.append('attachment', attachment, attachment.name);
    body = form;
  }
  return (await api.POST('/tickets', { body })).ticket;
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: async (ticket) => {
      queryClient.setQueryData(ticketsQueryKey, (old: TicketSummary[] | undefined) => (old ? [ticket, ...old] : old));
      // Creating a ticket also notifies the user, so the bell's count moves.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      ]);
    },
  });
}
