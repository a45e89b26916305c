import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { saveBlob } from '@/lib/api-client';

export const downloadTicketAttachment = async ({ ticketId, fileName }: { ticketId: string; fileName: string }): Promise<void> =>
  saveBlob(
    await api.GET('/tickets/{id}/attachment', { params: { path: { id: ticketId }, query: { download: '1' } }, parseAs: 'blob' }),
    fileName,
  );

export const useDownloadTicketAttachment = () => useMutation({ mutationFn: downloadTicketAttachment });
