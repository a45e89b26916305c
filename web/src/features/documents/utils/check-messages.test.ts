import {
  FILE_TOO_LARGE_MESSAGE,
  SELECT_COUNTRY_MESSAGE,
  TOO_MANY_FILES_MESSAGE,
  UPLOAD_ALL_MESSAGE,
} from '@shared/documents/review-inputs';
import { describe, expect, it } from 'vitest';
import { checkMessage } from './check-messages';

describe('checkMessage', () => {
  it('says the shared checks in English as the server does', () => {
    for (const message of [TOO_MANY_FILES_MESSAGE, FILE_TOO_LARGE_MESSAGE, UPLOAD_ALL_MESSAGE, SELECT_COUNTRY_MESSAGE]) {
      expect(checkMessage(message)).toBe(message);
    }
  });

  it('keeps any other text as it came', () => {
    expect(checkMessage('Something else.')).toBe('Something else.');
  });
});
