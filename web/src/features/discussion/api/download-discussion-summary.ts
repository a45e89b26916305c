import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { saveBlob } from '@/lib/api-client';

/** GET /cases/{caseId}/discussion/summary.pdf: the discussion's transcript, saved as discussion-<case number>.pdf. */
export async function downloadDiscussionSummary({ caseId, caseNumber }: { caseId: string; caseNumber: string }): Promise<void> {
  const pdf = await api.GET('/cases/{id}/discussion/summary.pdf', { params: { path: { id: caseId } }, parseAs: 'blob' });
  saveBlob(pdf, `discussion-${caseNumber.replace(/[^A-Za-z0-9-]/g, '') || 'case'}.pdf`);
}

export const useDownloadDiscussionSummary = () => useMutation({ mutationFn: downloadDiscussionSummary });
