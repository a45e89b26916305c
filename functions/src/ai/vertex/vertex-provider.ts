// The production assistant: Gemini on Vertex AI through @google/genai, streamed, with the product's three tools, and
// for a chat about a case the get_case tool, which the provider answers itself within the same reply.
import type { Content, GenerateContentConfig, GoogleGenAI, Part } from '@google/genai';
import { log } from '../../log';
import { AgentUnavailableError, DISCLAIMER, type AgentEvent, type AgentProvider, type AgentRequest } from '../agent';
import { buildContents, SKIP_THOUGHT_SIGNATURE } from './build-contents';
import type { VertexEvent } from './chunk-events';
import { createVertexClient, streamEvents, type VertexClientOptions } from './client';
import { startDeadline, untilAborted, type DeadlineCause } from './deadline';
import { systemInstruction } from './system-instruction';
import { CASE_TOOL_NAME, GET_CASE_DECLARATION, TOOL_DECLARATIONS } from './tool-declarations';

// Re-exported because callers reach the provider's request building through this module.
export { buildContents } from './build-contents';
export { GET_CASE_DECLARATION, TOOL_DECLARATIONS } from './tool-declarations';
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

/** How many times one reply answers get_case before the model must answer with what it has. */
export const MAX_CASE_ROUNDS = 2;

type CallEvent = Extract<VertexEvent, { type: 'function_call' }>;

/** What get_case answers: the case, or an error the model can explain ("output" and "error" are Gemini's keys). */
async function caseResponse(load: NonNullable<AgentRequest['caseContext']>): Promise<Record<string, unknown>> {
  try {
    const context = await load();
    return context ? { output: context } : { error: 'The case this conversation is about was not found. It may have been deleted.' };
  } catch (error) {
    log.warn('case context not loaded for the assistant', {}, error);
    return { error: 'The case could not be loaded right now. Ask the user to try again in a moment.' };
  }
}

/** The model's turn that called get_case, as it must be replayed: its text, then the calls with their signatures. */
function callTurn(text: string, calls: readonly CallEvent[]): Content {
  const parts: Part[] = text ? [{ text }] : [];
  calls.forEach((call, index) => {
    const signature = call.thoughtSignature ?? (index === 0 ? SKIP_THOUGHT_SIGNATURE : undefined);
    parts.push({ functionCall: { id: call.callId, name: call.name, args: call.payload }, ...(signature ? { thoughtSignature: signature } : {}) });
  });
  return { role: 'model', parts };
}

async function* streamReply(ai: GoogleGenAI, options: VertexProviderOptions, request: AgentRequest): AsyncGenerator<AgentEvent> {
  const deadline = startDeadline(options.timeoutMs, request.signal);
  const loadCase = request.caseContext;
  const contents = buildContents(request.history);
  const config: GenerateContentConfig = {
    systemInstruction: systemInstruction({ hasCase: loadCase !== undefined }),
    tools: [{ functionDeclarations: loadCase ? [...TOOL_DECLARATIONS, GET_CASE_DECLARATION] : [...TOOL_DECLARATIONS] }],
  };
  let wroteText = false;
  let calledTool = false;
  // Tools already proposed to the user in an earlier round: asking again after reading the case adds nothing.
  const proposed = new Set<string>();
  let caseAnswer: Promise<Record<string, unknown>> | undefined;
  // The end of what the user has seen so far, so the answer after get_case starts as a paragraph of its own.
  let shown = '';
  try {
    for (let round = 0; ; round += 1) {
      let text = '';
      const caseCalls: CallEvent[] = [];
      const proposedNow: string[] = [];
      for await (const event of streamEvents(ai, { model: options.model, contents, config }, deadline.signal)) {
        if (event.type === 'text') {
          if (round > 0 && text === '' && shown !== '' && !/\s$/.test(shown)) yield { type: 'text', text: '\n\n' };
          wroteText ||= event.text.trim().length > 0;
          text += event.text;
          shown = event.text === '' ? shown : event.text;
          yield event;
        } else if (event.name === CASE_TOOL_NAME) {
          // Answered here, never shown or stored; without a case (not declared) or past the bound it is ignored.
          if (loadCase && round < MAX_CASE_ROUNDS) caseCalls.push(event);
        } else if (!proposed.has(event.name)) {
          calledTool = true;
          proposedNow.push(event.name);
          yield { type: 'function_call', callId: event.callId, name: event.name, payload: event.payload };
        }
      }
      proposedNow.forEach((name) => proposed.add(name));
      if (!loadCase || caseCalls.length === 0) break;

      // Loaded once per reply, however often the model asks, and within the reply's deadline.
      caseAnswer ??= caseResponse(loadCase);
      const response = await untilAborted(caseAnswer, deadline.signal);
      contents.push(callTurn(text, caseCalls), {
        role: 'user',
        parts: caseCalls.map((call) => ({ functionResponse: { id: call.callId, name: CASE_TOOL_NAME, response } })),
      });
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
