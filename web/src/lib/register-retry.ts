import { ApiError } from './api-client';

/** Waits before each new attempt of POST /users, in milliseconds. */
const REGISTER_RETRY_MS = [1_000, 4_000, 15_000];

/**
 * How long to wait before trying POST /users again after `error` on attempt `attempt` (0-based), or null to stop. A
 * failure the server did not choose (no answer, 5xx, 429) is tried again a few times; any other 4xx is final.
 */
export function registerRetryDelay(error: unknown, attempt: number): number | null {
  const final = error instanceof ApiError && error.status < 500 && error.status !== 429;
  return final ? null : (REGISTER_RETRY_MS[attempt] ?? null);
}
