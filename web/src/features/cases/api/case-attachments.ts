import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseSummary } from '@shared/cases/case-views';
import { apiDownload, apiFetch } from '@/lib/api-client';
import { casesQueryKey } from './get-cases';

const attachmentsPath = (caseId: string) => `/cases/${encodeURIComponent(caseId)}/attachments`;

/** The API path of one attachment (SPEC: links to /attachments/{name}); add ?download=1 to save it. */
export const attachmentPath = (caseId: string, name: string) => `${attachmentsPath(caseId)}/${encodeURIComponent(name)}`;

/** POST /cases/{id}/attachments, multipart with the file under "file" (PDF, DOCX, JPG or PNG, 10 MB at most). */
export async function uploadCaseAttachment({ caseId, file }: { caseId: string; file: File }): Promise<CaseSummary> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await apiFetch<{ case: CaseSummary }>(attachmentsPath(caseId), { method: 'POST', body: form })).case;
}

export function useUploadCaseAttachment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadCaseAttachment, onSuccess: () => queryClient.invalidateQueries({ queryKey: casesQueryKey }) });
}

export const downloadCaseAttachment = ({ caseId, name }: { caseId: string; name: string }): Promise<void> =>
  apiDownload(`${attachmentPath(caseId, name)}?download=1`, name);

export const useDownloadCaseAttachment = () => useMutation({ mutationFn: downloadCaseAttachment });
