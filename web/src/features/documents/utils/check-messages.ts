// The upload step's own checks reuse the server's messages (shared/documents/review-inputs.ts) so both say the same;
// on screen they are shown in the user's language. Any other text (an API's message) is shown as it came.
import {
  FILE_TOO_LARGE_MESSAGE,
  MAX_REVIEW_FILES,
  REVIEW_TYPES_MESSAGE,
  SELECT_COUNTRY_MESSAGE,
  TOO_MANY_FILES_MESSAGE,
  TOTAL_TOO_LARGE_MESSAGE,
  UPLOAD_ALL_MESSAGE,
} from '@shared/documents/review-inputs';
import { i18n } from '@/lib/i18n/i18n';

export function checkMessage(message: string): string {
  switch (message) {
    case TOO_MANY_FILES_MESSAGE:
      return i18n.t('documents:checks.tooManyFiles', { max: MAX_REVIEW_FILES });
    case FILE_TOO_LARGE_MESSAGE:
      return i18n.t('documents:checks.fileTooLarge');
    case TOTAL_TOO_LARGE_MESSAGE:
      return i18n.t('documents:checks.totalTooLarge');
    case REVIEW_TYPES_MESSAGE:
      return i18n.t('documents:checks.types');
    case UPLOAD_ALL_MESSAGE:
      return i18n.t('documents:checks.uploadAll');
    case SELECT_COUNTRY_MESSAGE:
      return i18n.t('documents:checks.selectCountry');
    default:
      return message;
  }
}
