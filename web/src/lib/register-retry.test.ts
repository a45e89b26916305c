import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { registerRetryDelay } from './register-retry';

describe('registerRetryDelay', () => {
  it('tries again three times after no answer, a 5xx or a 429, waiting longer each time', () => {
    expect([0, 1, 2, 3].map((attempt) => registerRetryDelay(new TypeError('Failed to fetch'), attempt))).toEqual([
      1_000,
      4_000,
      15_000,
      null,
    ]);
    expect(registerRetryDelay(new ApiError(503, 'Unavailable'), 0)).toBe(1_000);
    expect(registerRetryDelay(new ApiError(429, 'Too many requests'), 1)).toBe(4_000);
  });

  it('stops at an answer the server chose', () => {
    expect(registerRetryDelay(new ApiError(400, 'Invalid input'), 0)).toBeNull();
    expect(registerRetryDelay(new ApiError(401, 'Invalid token'), 0)).toBeNull();
  });
});
