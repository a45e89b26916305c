import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseSummary } from '@shared/cases/case-views';
import { api } from '@/lib/api';
import { saveBlob } from '@/lib/api-client';
import { casesQueryKey } from './get-cases';

/** The API path of one attachment (SPEC: links to /attachments/{name}), for a link that views it. */
export const attachmentPath = (caseId: string, name: string) =>
  `/cases/${encodeURIComponent(caseId)}/attachments/${encodeURIComponent(name)}`;

/** POST /cases/{id}/attachments, multipart with the file under "file" (PDF, DOCX, JPG or PNG, 10 MB at most). */
export async function uploadCaseAttachment({ caseId, file }: { caseId: string; file: File }): Promise<CaseSummary> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await api.POST('/cases/{id}/attachments', { params: { path: { id: caseId } }, body: form })).case;
}

export function useUploadCaseAttachment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadCaseAttachment, onSuccess: () => queryClient.invalidateQueries({ queryKey: casesQueryKey }) });
}

export async function downloadCaseAttachment({ caseId, name }: { caseId: string; name: string }): Promise<void> {
  const file = await api.GET('/cases/{id}/attachments/{name}', {
    params: { path: { id: caseId, name }, query: { download: '1' } },
    parseAs: 'blob',
  });
  saveBlob(file, name);
}

export const useDownloadCaseAttachment = () => useMutation({ mutationFn: downloadCaseAttachment });
