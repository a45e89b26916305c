import { useMutation } from '@tanstack/react-query';
import type { DiscussionFile } from '@shared/discussion/discussion-views';
import { apiDownload } from '@/lib/api-client';

/** GET /cases/{caseId}/discussion/files/{fileId}: a file a message carries, saved under its name. */
export const downloadDiscussionFile = ({ caseId, file }: { caseId: string; file: DiscussionFile }): Promise<void> =>
  apiDownload(`/cases/${encodeURIComponent(caseId)}/discussion/files/${encodeURIComponent(file.id)}`, file.name);

export const useDownloadDiscussionFile = () => useMutation({ mutationFn: downloadDiscussionFile });
