import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';

/** GET /cases/{caseId}/discussion/summary.pdf: the discussion's transcript, saved as discussion-<case number>.pdf. */
export const downloadDiscussionSummary = ({ caseId, caseNumber }: { caseId: string; caseNumber: string }): Promise<void> =>
  apiDownload(
    `/cases/${encodeURIComponent(caseId)}/discussion/summary.pdf`,
    `discussion-${caseNumber.replace(/[^A-Za-z0-9-]/g, '') || 'case'}.pdf`,
  );

export const useDownloadDiscussionSummary = () => useMutation({ mutationFn: downloadDiscussionSummary });
