// A chat is listed under its first message, shortened to what fits on one line of the past-chats list.
const MAX_TITLE = 60;

export function chatTitle(text: string, attachmentNames: readonly string[] = []): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line) return line.length > MAX_TITLE ? `${line.slice(0, MAX_TITLE - 1).trimEnd()}…` : line;
  const first = attachmentNames[0];
  return first ? `Attachment: ${first}`.slice(0, MAX_TITLE) : 'New chat';
}
