// The text rules (shared/text.ts) for what a chat message carries over the socket: its text and the names of its
// attachments. socket/chat-socket.ts validates the `message` event; the chat input can check with the same rules.
import { multiLineText, singleLineText } from '../text';

export const MAX_CHAT_MESSAGE_CHARS = 8000;

/** The message's text; may be empty when the message carries attachments (the socket's schema checks that). */
export const chatMessageTextSchema = multiLineText('Message', {
  max: MAX_CHAT_MESSAGE_CHARS,
  required: false,
  messages: { type: 'Must be text', tooLong: `At most ${MAX_CHAT_MESSAGE_CHARS} characters` },
});

/** An attachment's file name, as shown in the chat. */
export const chatAttachmentNameSchema = singleLineText('File name', {
  max: 200,
  messages: { missing: 'Required', type: 'Must be text', required: 'Required', tooLong: 'At most 200 characters' },
});
