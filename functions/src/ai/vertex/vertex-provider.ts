// The production assistant: Gemini on Vertex AI through @google/genai, streamed, with the product's three tools.
import type { GoogleGenAI } from '@google/genai';
import { AgentUnavailableError, DISCLAIMER, type AgentEvent, type AgentProvider, type AgentRequest } from '../agent';
import { buildContents } from './build-contents';
import { createVertexClient, streamEvents, type VertexClientOptions } from './client';
import { startDeadline, type DeadlineCause } from './deadline';
import { SYSTEM_INSTRUCTION } from './system-instruction';
import { TOOL_DECLARATIONS } from './tool-declarations';

// Re-exported because callers reach the provider's request building through this module.
export { buildContents } from './build-contents';
export { TOOL_DECLARATIONS } from './tool-declarations';
export type { VertexAuthClient } from './client';

export interface VertexProviderOptions extends VertexClientOptions {
  model: string;
  /** Budget for a whole reply, from the request to the last chunk. */
  timeoutMs: number;
}

// Shown when Gemini returns nothing usable, e.g. a prompt stopped by safety filters; an empty bubble helps nobody.
export const EMPTY_REPLY_TEXT = "I couldn't put together an answer to that. Could you rephrase your question?";

export function createVertexProvider(options: VertexProviderOptions): AgentProvider {
  const ai = createVertexClient(options);

  return {
    name: 'vertex',
    label: 'Gemini on Vertex AI',
    reply: (request) => streamReply(ai, options, request),
  };
}

async function* streamReply(ai: GoogleGenAI, options: VertexProviderOptions, request: AgentRequest): AsyncGenerator<AgentEvent> {
  const deadline = startDeadline(options.timeoutMs, request.signal);
  let wroteText = false;
  let calledTool = false;
  try {
    const events = streamEvents(
      ai,
      {
        model: options.model,
        contents: buildContents(request.history),
        config: { systemInstruction: SYSTEM_INSTRUCTION, tools: [{ functionDeclarations: [...TOOL_DECLARATIONS] }] },
      },
      deadline.signal,
    );
    for await (const event of events) {
      if (event.type === 'text') wroteText ||= event.text.trim().length > 0;
      else calledTool = true;
      yield event;
    }
  } catch (error) {
    throw unavailable(error, deadline.cause(), options.timeoutMs);
  } finally {
    deadline.dispose();
  }

  if (!wroteText && !calledTool) {
    yield { type: 'text', text: EMPTY_REPLY_TEXT };
    wroteText = true;
  }
  if (wroteText) yield { type: 'text', text: `\n\n${DISCLAIMER}` };
}

function unavailable(error: unknown, cause: DeadlineCause | undefined, timeoutMs: number): AgentUnavailableError {
  if (cause === 'timeout') {
    return new AgentUnavailableError(`Gemini on Vertex AI did not answer within ${timeoutMs} ms`, { cause: error });
  }
  if (cause === 'cancelled') {
    return new AgentUnavailableError('The request to Gemini on Vertex AI was cancelled', { cause: error });
  }
  const status = httpStatusOf(error);
  const message =
    status === undefined ? 'Gemini on Vertex AI could not be reached' : `Gemini on Vertex AI answered with HTTP ${status}`;
  return new AgentUnavailableError(message, { cause: error });
}

// The SDK's ApiError carries the HTTP status; read it structurally so a second copy of the SDK cannot defeat instanceof.
function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}
