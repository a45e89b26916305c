// Reads one streamed GenerateContentResponse into the assistant's events.
import type { GenerateContentResponse } from '@google/genai';
import type { AgentEvent } from '../agent';

/**
 * Walks the parts directly instead of using `chunk.text`, which warns on function-call parts and would lose the
 * order of text and calls within a chunk. Thought parts are the model's reasoning and never reach the user.
 */
export function eventsFromChunk(chunk: GenerateContentResponse, newCallId: () => string): AgentEvent[] {
  const events: AgentEvent[] = [];
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
      events.push({ type: 'function_call', callId: call.id || newCallId(), name: call.name, payload: call.args ?? {} });
    }
  }
  flushText();
  return events;
}
