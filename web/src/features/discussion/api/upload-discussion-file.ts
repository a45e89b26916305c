import type { DiscussionFile } from '@shared/discussion/discussion-views';
import { api } from '@/lib/api';

export interface DiscussionUpload {
  caseId: string;
  file: File;
  signal?: AbortSignal;
}

/** POST /cases/{caseId}/discussion/files (multipart field "file"); recorded audio is stored as a voice note, and a message then carries its id. */
export async function uploadDiscussionFile({ caseId, file, signal }: DiscussionUpload): Promise<DiscussionFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await api.POST('/cases/{id}/discussion/files', { params: { path: { id: caseId } }, body: form, signal })).file;
}
