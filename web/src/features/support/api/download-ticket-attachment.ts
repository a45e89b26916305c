import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';

export const downloadTicketAttachment = ({ ticketId, fileName }: { ticketId: string; fileName: string }): Promise<void> =>
  apiDownload(`/tickets/${encodeURIComponent(ticketId)}/attachment?download=1`, fileName);

export const useDownloadTicketAttachment = () => useMutation({ mutationFn: downloadTicketAttachment });
