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

interface RequestOptions {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
}

/** The API's address for `path` (which starts with a slash). */
export const apiUrl = (path: string): string => `${env.apiUrl}${path}`;

/**
 * Sends a request with the bearer token: once more with a refreshed token if the server says it is stale. For
 * requests apiFetch cannot make (an upload with progress, features/documents/api/upload-review.ts).
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

async function send(path: string, options: RequestOptions, token: string): Promise<Response> {
  const headers = requestHeaders(token);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(apiUrl(path), { method: options.method ?? (body ? 'POST' : 'GET'), headers, body, signal: options.signal });
}

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

/** Calls the API with the bearer token; one retry with a refreshed token if the server says it is stale. */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const res = await withIdToken((token) => send(path, options, token));
  if (!res.ok) throw await toApiError(res);
  return res;
}

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await apiResponse(path, options);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** Downloads a file from the API (the browser cannot attach the token to a plain link). */
export async function apiDownload(path: string, fileName: string): Promise<void> {
  saveBlob(await (await apiResponse(path)).blob(), fileName);
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
