import { describe, expect, it, vi } from 'vitest';

// The real client starts Firebase Auth; the error class is all this needs.
vi.mock('@/lib/api-client', () => ({
  ApiError: class ApiError extends Error {
    constructor(
      readonly status: number,
      message: string,
      readonly code?: string,
      readonly fields?: Record<string, string>,
    ) {
      super(message);
    }
  },
}));

const { ApiError } = await import('@/lib/api-client');
const { failureMessage } = await import('./failure-message');
const FAILED_TO_ANALYZE = 'Failed to analyze documents';

describe('failureMessage', () => {
  it("keeps the API's message for what the user can change (413, 415)", () => {
    expect(failureMessage(new ApiError(413, 'The files together must be 50 MB or smaller.', 'payload-too-large'))).toBe(
      'The files together must be 50 MB or smaller.',
    );
    expect(failureMessage(new ApiError(415, 'Only PDF, DOCX, JPG and PNG files are accepted.', 'unsupported-media-type'))).toBe(
      'Only PDF, DOCX, JPG and PNG files are accepted.',
    );
  });

  it("lists a 400's field messages", () => {
    expect(
      failureMessage(new ApiError(400, 'Invalid input', 'invalid-argument', { country: 'Please select the country of origin.' })),
    ).toBe('Please select the country of origin.');
  });

  it("says 'Failed to analyze documents' for server failures and anything unexpected", () => {
    expect(failureMessage(new ApiError(500, 'Something went wrong', 'internal'))).toBe(FAILED_TO_ANALYZE);
    expect(failureMessage(new ApiError(503, 'The assistant is unavailable', 'unavailable'))).toBe(FAILED_TO_ANALYZE);
    expect(failureMessage(new Error('boom'))).toBe(FAILED_TO_ANALYZE);
  });

  it('says a dropped connection is one', () => {
    expect(failureMessage(new ApiError(0, 'The upload was interrupted. Check your connection and try again.', 'network'))).toBe(
      'The upload was interrupted. Check your connection and try again.',
    );
  });
});
