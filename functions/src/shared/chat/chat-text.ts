// The text rules (shared/text.ts) for what a chat message carries over the socket: its text and the names of its
// attachments. socket/chat-socket.ts validates the `message` event; the chat input can check with the same rules.
import { z } from 'zod';
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

/**
 * An attachment's stored path as the upload answered it (data/chat-files-repo.ts writes only these characters). Only
 * its shape is checked here; that it is the caller's own file is the service's check (services/chat-attachments.ts).
 * A path with other characters (a lone surrogate would make the Storage client throw) cannot be one of ours.
 */
export const chatAttachmentPathSchema = z
  .string({ error: 'Required' })
  .max(1024, 'Not one of your chat files')
  .regex(/^users\/[A-Za-z0-9_-]{1,128}\/chat\/[A-Za-z0-9_-]{1,128}\/[A-Za-z0-9_.-]{1,300}$/, 'Not one of your chat files');
