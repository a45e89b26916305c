// Turns the stored conversation into Gen AI `contents`.
import type { Content, Part } from '@google/genai';
import type { AgentTurn, Attachment } from '../../domain/chat/agent-types';
import { DISCLAIMERS } from '../../domain/chat/disclaimer';

/**
 * Gemini 3 rejects a replayed function call that lacks the model's thought signature, and the stored conversation
 * does not keep signatures. Google documents this value for exactly that case; older models ignore it.
 */
export const SKIP_THOUGHT_SIGNATURE = 'skip_thought_signature_validator';

// What Gemini reads inline. Anything else is named in text so the model can tell the user it was not seen.
const INLINE_MIME_TYPE = /^(image\/[\w.+-]+|audio\/[\w.+-]+|application\/pdf)$/i;

type Role = 'user' | 'model';
interface Piece {
  role: Role;
  /** Function responses stay in their own content: a response turn must hold only the answers to the last calls. */
  responses: boolean;
  parts: Part[];
}

export function buildContents(history: readonly AgentTurn[]): Content[] {
  // Gemini refuses a call without its response and a response without its call (HTTP 400), and an unanswered call
  // is normal here: the user may type on instead of running the tool. So only complete pairs are sent.
  const calledIds = new Set(history.flatMap((t) => (t.role === 'function_call' ? [t.callId] : [])));
  const answeredIds = new Set(history.flatMap((t) => (t.role === 'function_result' ? [t.callId] : [])));

  const pieces: Piece[] = [];
  for (const turn of history) {
    const piece = toPiece(turn, calledIds, answeredIds);
    if (piece === undefined || piece.parts.length === 0) continue;
    const last = pieces.at(-1);
    // Consecutive turns of one role become one content: parallel calls and their responses must travel together.
    if (last !== undefined && last.role === piece.role && last.responses === piece.responses) {
      last.parts.push(...piece.parts);
    } else {
      pieces.push(piece);
    }
  }

  for (const piece of pieces) {
    if (piece.role !== 'model') continue;
    const firstCall = piece.parts.find((part) => part.functionCall !== undefined);
    if (firstCall !== undefined) firstCall.thoughtSignature = SKIP_THOUGHT_SIGNATURE;
  }

  return pieces.map(({ role, parts }) => ({ role, parts }));
}

function toPiece(turn: AgentTurn, calledIds: ReadonlySet<string>, answeredIds: ReadonlySet<string>): Piece | undefined {
  switch (turn.role) {
    case 'user':
      return { role: 'user', responses: false, parts: userParts(turn.text, turn.attachments ?? []) };
    case 'assistant': {
      const text = withoutDisclaimer(turn.text);
      return { role: 'model', responses: false, parts: text ? [{ text }] : [] };
    }
    case 'function_call':
      if (!answeredIds.has(turn.callId)) return undefined;
      return {
        role: 'model',
        responses: false,
        parts: [{ functionCall: { id: turn.callId, name: turn.name, args: turn.payload } }],
      };
    case 'function_result':
      if (!calledIds.has(turn.callId)) return undefined;
      return {
        role: 'user',
        responses: true,
        // "output" is the key Gemini documents for a function's result; wrapping also copes with non-object results.
        parts: [{ functionResponse: { id: turn.callId, name: turn.name, response: { output: turn.result ?? null } } }],
      };
  }
}

function userParts(text: string, attachments: readonly Attachment[]): Part[] {
  const parts: Part[] = [];
  // Gemini rejects empty text parts, and a message may be only an upload.
  if (text.trim()) parts.push({ text });
  for (const file of attachments) {
    if (INLINE_MIME_TYPE.test(file.mimeType)) {
      // The name lets the model refer to "your passport.pdf" rather than "the second file".
      parts.push({ text: `Attached file: ${file.name}` });
      parts.push({ inlineData: { mimeType: file.mimeType, data: file.base64 } });
    } else {
      parts.push({ text: `Attached file ${file.name} (${file.mimeType}) is not a type you can read; it was not included.` });
    }
  }
  return parts;
}

// Stored answers end with the disclaimer the provider appended; replaying it would teach the model to write it too.
function withoutDisclaimer(text: string): string {
  const trimmed = text.trimEnd();
  const disclaimer = Object.values(DISCLAIMERS).find((candidate) => trimmed.endsWith(candidate));
  return (disclaimer === undefined ? trimmed : trimmed.slice(0, -disclaimer.length)).trimEnd();
}
