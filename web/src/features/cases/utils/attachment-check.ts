// The upload rules of a case's attachments, checked before sending (the server checks again, and the bytes too).
import { uploadRefusal } from '@shared/settings/upload-policy';
import type { Message } from '@shared/i18n/message';
import { renderMessage } from '@/lib/i18n/server-message';

/**
 * Why a file cannot be attached, in the API's words, or null when it may be sent. `render` is a component's
 * useServerMessages('server-errors'), which makes sure the errors catalog has loaded.
 */
export function attachmentProblem(
  file: { name: string; size: number; type: string },
  render: (message: Message) => string = renderMessage,
): string | null {
  const refusal = uploadRefusal(file);
  return refusal ? render(refusal) : null;
}
