import { readStoredAuth } from './auth-storage';
import { loadAuth } from './firebase-loader';
import { env } from '@/config/env';
import { currentLocale, i18n } from './i18n/i18n';

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A fresh ID token: the SDK refreshes it when it is about to expire, so an hour-old session keeps working. */
async function idToken(forceRefresh = false): Promise<string> {
  const user = (await loadAuth()).auth.currentUser;
  if (user) return user.getIdToken(forceRefresh);
  const stored = readStoredAuth().token;
  if (!stored) throw new ApiError(401, 'No token', 'unauthenticated');
  return stored;
}

/** The API's address for `path` (which starts with a slash). */
export const apiUrl = (path: string): string => `${env.apiUrl}${path}`;

/**
 * Sends a request with the bearer token: once more with a refreshed token if the server says it is stale. For
 * the typed client (lib/api.ts) and requests it cannot make (an upload with progress, features/documents/api/upload-review.ts).
 */
export async function withIdToken<T extends { status: number }>(send: (token: string) => Promise<T>): Promise<T> {
  const answer = await send(await idToken());
  if (answer.status === 401 && (await loadAuth()).auth.currentUser) return send(await idToken(true));
  return answer;
}

/** What every API request carries: the bearer token, and the language the API answers its messages in. */
export const requestHeaders = (token: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  'accept-language': currentLocale(),
});

/** The error a failed answer stands for: its JSON `error` body, or `fallback` when it has none. */
export function apiErrorOf(status: number, body: string, fallback = i18n.t('common:requestFailed')): ApiError {
  try {
    const json = JSON.parse(body) as { error?: { code?: string; message?: string; fields?: FieldErrors } };
    return new ApiError(status, json.error?.message ?? fallback, json.error?.code, json.error?.fields);
  } catch {
    return new ApiError(status, fallback || i18n.t('common:requestFailed'));
  }
}

/** The ApiError of a failed answer, read from its body. */
export async function toApiError(res: Response): Promise<ApiError> {
  const body = await res.text().catch(() => '');
  return apiErrorOf(res.status, body, res.statusText);
}

/** Hands a file the API sent to the browser's downloads, under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
