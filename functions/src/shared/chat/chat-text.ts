// The text rules (shared/text.ts) for what a chat message carries over the socket: its text and the names of its
// attachments. socket/chat-socket.ts validates the `message` event; the chat input can check with the same rules.
import { z } from 'zod';
import { multiLineText, singleLineText } from '../text';
import { issueText } from '../i18n/message';

export const MAX_CHAT_MESSAGE_CHARS = 8000;

/** The message's text; may be empty when the message carries attachments (the socket's schema checks that). */
export const chatMessageTextSchema = multiLineText('labels:message', {
  max: MAX_CHAT_MESSAGE_CHARS,
  required: false,
  messages: {
    type: issueText('validation:mustBeText'),
    tooLong: issueText('validation:atMostMaxCharacters', { max: MAX_CHAT_MESSAGE_CHARS }),
  },
});

/** An attachment's file name, as shown in the chat. */
export const chatAttachmentNameSchema = singleLineText('labels:fileName', {
  max: 200,
  messages: {
    missing: issueText('validation:required'),
    type: issueText('validation:mustBeText'),
    required: issueText('validation:required'),
    tooLong: issueText('validation:atMostMaxCharacters', { max: 200 }),
  },
});

/**
 * An attachment's stored path as the upload answered it (data/chat-files-repo.ts writes only these characters). Only
 * its shape is checked here; that it is the caller's own file is the service's check (services/chat-attachments.ts).
 * A path with other characters (a lone surrogate would make the Storage client throw) cannot be one of ours.
 */
export const chatAttachmentPathSchema = z
  .string({ error: issueText('validation:required') })
  .max(1024, issueText('errors:notOneOfYourChatFiles'))
  .regex(/^users\/[A-Za-z0-9_-]{1,128}\/chat\/[A-Za-z0-9_-]{1,128}\/[A-Za-z0-9_.-]{1,300}$/, issueText('errors:notOneOfYourChatFiles'));
