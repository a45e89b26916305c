import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { saveBlob } from '@/lib/api-client';

/** GET /expert/cases/{caseId}/documents/{name}: one of the case's documents, saved under its name. */
export async function downloadCaseDocument({
  caseId,
  fileName,
  saveAs,
}: {
  caseId: string;
  fileName: string;
  saveAs: string;
}): Promise<void> {
  const file = await api.GET('/expert/cases/{id}/documents/{name}', {
    params: { path: { id: caseId, name: fileName }, query: { download: '1' } },
    parseAs: 'blob',
  });
  saveBlob(file, saveAs);
}

export const useDownloadCaseDocument = () => useMutation({ mutationFn: downloadCaseDocument });
