// Reads one streamed GenerateContentResponse into the assistant's events.
import type { GenerateContentResponse } from '@google/genai';
import type { AgentEvent } from '../agent';

type CallEvent = Extract<AgentEvent, { type: 'function_call' }>;

/**
 * An assistant event as Gemini streamed it: a call keeps the thought signature Gemini attached to it, which must go
 * back with the call when the provider answers it itself (get_case) within the same reply.
 */
export type VertexEvent = Exclude<AgentEvent, CallEvent> | (CallEvent & { thoughtSignature?: string });

/**
 * Walks the parts directly instead of using `chunk.text`, which warns on function-call parts and would lose the
 * order of text and calls within a chunk. Thought parts are the model's reasoning and never reach the user.
 */
export function eventsFromChunk(chunk: GenerateContentResponse, newCallId: () => string): VertexEvent[] {
  const events: VertexEvent[] = [];
  let text = '';
  const flushText = (): void => {
    if (text) events.push({ type: 'text', text });
    text = '';
  };

  for (const part of chunk.candidates?.[0]?.content?.parts ?? []) {
    if (part.thought === true) continue;
    if (typeof part.text === 'string') {
      text += part.text;
      continue;
    }
    const call = part.functionCall;
    if (call?.name) {
      flushText();
      // Vertex usually sends no id; the chat needs one to match the tool result to this call.
      events.push({
        type: 'function_call',
        callId: call.id || newCallId(),
        name: call.name,
        payload: call.args ?? {},
        ...(part.thoughtSignature ? { thoughtSignature: part.thoughtSignature } : {}),
      });
    }
  }
  flushText();
  return events;
}
