// Navigation state the chat screen accepts (docs/SPEC.md section 2, /ai-assistant/chat): newChat, context or chatId,
// and { draft } from another screen (./chat-handoff.ts). Read once per navigation; the route clears it so a reload or
// Back does not start another chat.
import { readChatHandoff } from './chat-handoff';
import { isChatId } from './new-chat-id';

export interface ChatLaunch {
  /** The navigation that carried it: the same state is applied once, however often the screen renders. */
  key: string;
  newChat: boolean;
  chatId: string | null;
  /**
   * A first message to prefill (focused, not sent), e.g. a summary of an eligibility result. Never cut: a text over
   * the message limit stays whole, and the composer says why it cannot be sent as it is.
   */
  context: string | null;
}

const readContext = (raw: unknown): string | null => (typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null);

export function readChatLaunch(state: unknown, key: string): ChatLaunch | null {
  if (typeof state !== 'object' || state === null) return null;
  // A handed-over draft always opens a new conversation: it must not land under an old one.
  const draft = readChatHandoff(state);
  if (draft !== null) return { key, newChat: true, chatId: null, context: draft.trim() };
  const record = state as Record<string, unknown>;
  const chatId = isChatId(record['chatId']) ? record['chatId'] : null;
  const newChat = record['newChat'] === true;
  const context = readContext(record['context']);
  if (!chatId && !newChat && !context) return null;
  return { key, newChat, chatId, context };
}
