import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { saveBlob } from '@/lib/api-client';

/** A file name from the form and its edition: "I-485-01-20-25.pdf", "I-864-joint-sponsor-10-17-24.pdf". */
export const formFileName = (form: string, edition: string | null): string =>
  `${[form, edition]
    .filter(Boolean)
    .join('-')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')}.pdf`;

/** GET /cases/{id}/forms/{formId}/pdf: the official form filled as far as answered. */
export async function downloadFormPdf({ caseId, formId, fileName }: { caseId: string; formId: string; fileName: string }): Promise<void> {
  saveBlob(await api.GET('/cases/{id}/forms/{formId}/pdf', { params: { path: { id: caseId, formId } }, parseAs: 'blob' }), fileName);
}

/** GET /cases/{id}/packet.pdf: the whole filing packet in one PDF. */
export async function downloadPacket({ caseId }: { caseId: string }): Promise<void> {
  saveBlob(await api.GET('/cases/{id}/packet.pdf', { params: { path: { id: caseId } }, parseAs: 'blob' }), 'filing-packet.pdf');
}

export const useDownloadFormPdf = () => useMutation({ mutationFn: downloadFormPdf });
export const useDownloadPacket = () => useMutation({ mutationFn: downloadPacket });
