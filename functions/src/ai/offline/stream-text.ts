// Streams a finished reply the way a model would: small chunks, the first one at once, and a turn of the event
// loop between chunks so one long answer never holds up other chats on the same server. No artificial delay.

import type { AgentEvent } from '../agent';

const TARGET_CHUNK_CHARS = 40;

/** Splits after whitespace near the target size (or at a line break); the chunks concatenate to the input exactly. */
export function splitIntoChunks(text: string, target = TARGET_CHUNK_CHARS): string[] {
  const pieces = text.match(/\s+|\S+\s*/g) ?? [];
  const chunks: string[] = [];
  let current = '';
  for (const piece of pieces) {
    current += piece;
    if (current.length >= target || piece.includes('\n')) {
      chunks.push(current);
      current = '';
    }
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Yields the text as chunks; stops quietly once the signal aborts. */
export async function* streamText(text: string, signal?: AbortSignal): AsyncGenerator<AgentEvent> {
  const chunks = splitIntoChunks(text);
  for (let i = 0; i < chunks.length; i += 1) {
    if (signal?.aborted === true) return;
    const chunk = chunks[i];
    if (chunk !== undefined) yield { type: 'text', text: chunk };
    if (i < chunks.length - 1) await nextTurn();
  }
}
