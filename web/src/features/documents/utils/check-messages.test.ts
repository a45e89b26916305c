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
    expect(checkMessage(TOO_MANY_FILES_MESSAGE)).toBe('Upload at most 10 files at a time.');
    expect(checkMessage(FILE_TOO_LARGE_MESSAGE)).toBe('Each file must be 10 MB or smaller.');
    expect(checkMessage(UPLOAD_ALL_MESSAGE)).toBe('Please upload all required documents.');
    expect(checkMessage(SELECT_COUNTRY_MESSAGE)).toBe('Please select the country of origin.');
  });

  it('keeps any other text as it came', () => {
    expect(checkMessage('Something else.')).toBe('Something else.');
  });
});
