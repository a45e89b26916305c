// The upload rules of a case's attachments, checked before sending (the server checks again, and the bytes too).
import { ACCEPTED_TYPES_MESSAGE, declaredKind, MAX_UPLOAD_BYTES, TOO_LARGE_MESSAGE, UPLOAD_KINDS } from '@shared/settings/upload-policy';
import type { Message } from '@shared/i18n/message';
import { i18n } from '@/lib/i18n/i18n';
import { renderMessage } from '@/lib/i18n/server-message';

/** The file input's accept list: the extensions and MIME types of PDF, DOCX, JPG and PNG. */
export const ATTACHMENT_ACCEPT = Object.values(UPLOAD_KINDS)
  .flatMap((kind) => [...kind.extensions, kind.contentType])
  .join(',');

/**
 * Why a file cannot be attached, in the API's words, or null when it may be sent. `render` is a component's
 * useServerMessages('server-errors'), which makes sure the errors catalog has loaded.
 */
export function attachmentProblem(
  file: { name: string; size: number; type: string },
  render: (message: Message) => string = renderMessage,
): string | null {
  if (!declaredKind(file.type, file.name)) return render(ACCEPTED_TYPES_MESSAGE);
  if (file.size > MAX_UPLOAD_BYTES) return render(TOO_LARGE_MESSAGE);
  if (file.size === 0) return i18n.t('cases:attachments.empty');
  return null;
}
