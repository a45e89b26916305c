// Sends files to document review through the API, as the wizard does: the files under `files`, then its fields.
import type { DocumentReviewResult } from '../../functions/src/shared/documents/review-views';
import { API_URL } from './stack';

export interface ReviewFile {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

/** POST /ai-assistant/documents; answers the status and, on 201, the review. */
export async function uploadReview(
  token: string,
  files: readonly ReviewFile[],
  fields: Readonly<Record<string, string>>,
): Promise<{ status: number; review: DocumentReviewResult }> {
  const form = new FormData();
  for (const file of files)
    form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const res = await fetch(`${API_URL}/ai-assistant/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(60_000),
  });
  return { status: res.status, review: (await res.json()) as DocumentReviewResult };
}
