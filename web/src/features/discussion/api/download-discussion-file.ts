import { useMutation } from '@tanstack/react-query';
import type { DiscussionFile } from '@shared/discussion/discussion-views';
import { api } from '@/lib/api';
import { saveBlob } from '@/lib/api-client';

/** GET /cases/{caseId}/discussion/files/{fileId}: a file a message carries, saved under its name. */
export async function downloadDiscussionFile({ caseId, file }: { caseId: string; file: DiscussionFile }): Promise<void> {
  const blob = await api.GET('/cases/{id}/discussion/files/{fileId}', {
    params: { path: { id: caseId, fileId: file.id }, query: { download: '1' } },
    parseAs: 'blob',
  });
  saveBlob(blob, file.name);
}

export const useDownloadDiscussionFile = () => useMutation({ mutationFn: downloadDiscussionFile });
