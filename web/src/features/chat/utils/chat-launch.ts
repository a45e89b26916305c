// Navigation state the chat screen accepts (docs/SPEC.md section 2, /ai-assistant/chat): newChat, context or chatId. Read once per
// navigation; the route clears it so a reload or Back does not start another chat.
import { isChatId } from './new-chat-id';

export interface ChatLaunch {
  /** The navigation that carried it: the same state is applied once, however often the screen renders. */
  key: string;
  newChat: boolean;
  chatId: string | null;
  /** A first question to prefill, e.g. a summary of an eligibility result. */
  context: string | null;
}

const MAX_CONTEXT = 8000;

export function readChatLaunch(state: unknown, key: string): ChatLaunch | null {
  if (typeof state !== 'object' || state === null) return null;
  const record = state as Record<string, unknown>;
  const chatId = isChatId(record['chatId']) ? record['chatId'] : null;
  const newChat = record['newChat'] === true;
  const raw = record['context'];
  const context = typeof raw === 'string' && raw.trim() !== '' ? raw.trim().slice(0, MAX_CONTEXT) : null;
  if (!chatId && !newChat && !context) return null;
  return { key, newChat, chatId, context };
}
