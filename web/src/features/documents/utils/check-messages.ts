// The upload step's own checks reuse the server's messages (shared/documents/review-inputs.ts) so both say the same;
// on screen they are shown in the user's language (lib/i18n/server-message.ts). Any other text (an API's message) is
// shown as it came.
import type { Message } from '@shared/i18n/message';
import { issueTextMessage, renderMessage, useServerMessages } from '@/lib/i18n/server-message';

export function checkMessage(message: string | Message): string {
  return typeof message === 'string' ? issueTextMessage(message) : renderMessage(message);
}

/** Loads the server catalogs checkMessage reads (suspending until they are in), for a component that shows them. */
export function useCheckMessages(): void {
  useServerMessages('server-errors', 'server-validation');
}
