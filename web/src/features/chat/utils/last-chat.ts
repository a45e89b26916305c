// The chat a user was last in, so the screen resumes it on return. Kept per user: two accounts on one browser must
// not open each other's chat ids (the server would refuse them anyway, as someone else's chat looks missing).
import { isChatId } from './new-chat-id';

const keyFor = (userKey: string) => `chat:lastChatId:${userKey}`;

export function readLastChat(userKey: string): string | null {
  try {
    const value = localStorage.getItem(keyFor(userKey));
    return isChatId(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLastChat(userKey: string, chatId: string): void {
  try {
    localStorage.setItem(keyFor(userKey), chatId);
  } catch {
    // Storage full or blocked (private mode): resuming is a convenience, the chat works without it.
  }
}
