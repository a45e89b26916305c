// POST /ai-assistant/documents: one multipart request (the fields, then `files` repeated) sent with XMLHttpRequest,
// because fetch cannot report upload progress. The token, its one refresh and the error body come from
// lib/api-client.ts, as for the typed client (lib/api.ts).
import { REVIEW_FILES_FIELD } from '@shared/documents/review-inputs';
import type { DocumentReviewResult } from '@shared/documents/review-views';
import { ApiError, apiErrorOf, apiUrl, withIdToken } from '@/lib/api-client';
import { i18n } from '@/lib/i18n/i18n';

export interface ReviewUpload {
  category: string;
  country: string;
  comment: string;
  caseId?: string;
  chatId?: string;
  /** A family review: inside the U.S. or at a consulate. */
  filing?: string;
  files: readonly File[];
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

interface Sent {
  status: number;
  body: string;
}

function formOf(upload: ReviewUpload): FormData {
  const form = new FormData();
  form.append('category', upload.category);
  form.append('country', upload.country);
  form.append('comment', upload.comment);
  if (upload.caseId) form.append('caseId', upload.caseId);
  if (upload.chatId) form.append('chatId', upload.chatId);
  if (upload.filing) form.append('filing', upload.filing);
  for (const file of upload.files) form.append(REVIEW_FILES_FIELD, file, file.name);
  return form;
}

function send(form: FormData, token: string, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/ai-assistant/documents'));
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(0, i18n.t('documents:errors.uploadInterrupted'), 'network'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Uploads the files for review and answers the review; `onProgress` follows the request body as it is sent. */
export async function uploadReview(
  upload: ReviewUpload,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<DocumentReviewResult> {
  const form = formOf(upload);
  const sent = await withIdToken((token) => send(form, token, onProgress, signal));
  if (sent.status < 200 || sent.status >= 300) throw apiErrorOf(sent.status, sent.body);
  return JSON.parse(sent.body) as DocumentReviewResult;
}
