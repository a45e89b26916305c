import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';

/** GET /expert/cases/{caseId}/documents/{name}: one of the case's documents, saved under its name. */
export const downloadCaseDocument = ({ caseId, fileName, saveAs }: { caseId: string; fileName: string; saveAs: string }): Promise<void> =>
  apiDownload(`/expert/cases/${encodeURIComponent(caseId)}/documents/${encodeURIComponent(fileName)}`, saveAs);

export const useDownloadCaseDocument = () => useMutation({ mutationFn: downloadCaseDocument });
