// The production assistant: Gemini on Vertex AI through @google/genai, streamed, with the product's three tools, and
// two tools the provider answers itself within the same reply: search_knowledge (the answer cards, so answers rest on
// our sources and fee table) and, for a chat about a case, get_case.
import type { Content, FunctionDeclaration, GenerateContentConfig, GoogleGenAI, Part } from '@google/genai';
import type { KnowledgeBase } from '../../domain/knowledge/knowledge-base';
import { detectLanguages } from '../../domain/knowledge/language';
import type { KnowledgeCard, KnowledgeLanguage } from '../../shared/knowledge/knowledge-views';
import { log } from '../../log';
import { AgentUnavailableError, type AgentEvent, type AgentProvider, type AgentRequest } from '../agent';
import type { AgentTurn } from '../../domain/chat/agent-types';
import { detectSituation } from '../../domain/assistant/situation';
import { DISCLAIMERS } from '../../domain/chat/disclaimer';
import { buildContents, SKIP_THOUGHT_SIGNATURE } from './build-contents';
import type { VertexEvent } from './chunk-events';
import { createVertexClient, streamEvents, type VertexClientOptions } from './client';
import { startDeadline, untilAborted, type DeadlineCause } from './deadline';
import { systemInstruction } from './system-instruction';
import { citationsLine, KNOWLEDGE_TOOL_NAME, SEARCH_KNOWLEDGE_DECLARATION, searchKnowledge } from './knowledge-tool';
import {
  FEES_TOOL_NAME,
  PROCESSING_TIMES_DECLARATION,
  PROCESSING_TOOL_NAME,
  processingTimesResponse,
  QUOTE_FEES_DECLARATION,
  quoteFeesResponse,
} from './fee-tools';
import type { ProcessingTimeFigure } from '../../domain/processing-times/parse-processing-times';
import { CASE_TOOL_NAME, GET_CASE_DECLARATION, TOOL_DECLARATIONS } from './tool-declarations';

// Re-exported because callers reach the provider's request building through this module.
export { buildContents } from './build-contents';
export { GET_CASE_DECLARATION, TOOL_DECLARATIONS } from './tool-declarations';
export type { VertexAuthClient } from './client';

export interface VertexProviderOptions extends VertexClientOptions {
  model: string;
  /** Budget for a whole reply, from the request to the last chunk. */
  timeoutMs: number;
  /** The knowledge base search_knowledge reads; without it the tool is not declared. */
  knowledge?: () => Promise<KnowledgeBase>;
  /** USCIS's imported processing times of a form, which processing_times reads; without it the tool is not declared. */
  processingTimes?: (form: string) => Promise<ProcessingTimeFigure[]>;
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

/** How many rounds of get_case and search_knowledge one reply answers before the model must answer with what it has. */
export const MAX_TOOL_ROUNDS = 3;

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
    parts.push({
      functionCall: { id: call.callId, name: call.name, args: call.payload },
      ...(signature ? { thoughtSignature: signature } : {}),
    });
  });
  return { role: 'model', parts };
}

/** The tools the provider runs itself rather than proposing them to the user. */
const SERVER_TOOL_NAMES: readonly string[] = [CASE_TOOL_NAME, KNOWLEDGE_TOOL_NAME, FEES_TOOL_NAME, PROCESSING_TOOL_NAME];

/**
 * The reply's language, for the disclaimer and the sources line: the model answers in the user's language, so its
 * own text tells best; then the question; then the user's setting.
 */
async function replyLanguage(reply: string, request: AgentRequest): Promise<KnowledgeLanguage> {
  const lastUser = [...request.history].reverse().find((turn): turn is Extract<AgentTurn, { role: 'user' }> => turn.role === 'user');
  const detected = detectLanguages(reply)[0] ?? (lastUser ? detectLanguages(lastUser.text)[0] : undefined);
  if (detected !== undefined) return detected;
  return request.preferredLanguage ? request.preferredLanguage().catch(() => 'en' as const) : 'en';
}

/** Answers the calls the provider runs itself; the case is loaded at most once per reply. */
function createServerTools(request: AgentRequest, options: Pick<VertexProviderOptions, 'knowledge' | 'processingTimes'>) {
  const { knowledge, processingTimes } = options;
  const loadCase = request.caseContext;
  let caseAnswer: Promise<Record<string, unknown>> | undefined;
  let kb: Promise<KnowledgeBase> | undefined;
  const citable: KnowledgeCard[] = [];
  const declarations: FunctionDeclaration[] = [
    ...(knowledge ? [SEARCH_KNOWLEDGE_DECLARATION] : []),
    QUOTE_FEES_DECLARATION,
    ...(processingTimes ? [PROCESSING_TIMES_DECLARATION] : []),
    ...(loadCase ? [GET_CASE_DECLARATION] : []),
  ];

  const answer = async (call: CallEvent): Promise<Record<string, unknown>> => {
    if (call.name === CASE_TOOL_NAME && loadCase) return (caseAnswer ??= caseResponse(loadCase));
    if (call.name === KNOWLEDGE_TOOL_NAME && knowledge) {
      try {
        const result = searchKnowledge(await (kb ??= knowledge()), call.payload);
        citable.push(...result.citable);
        return result.response;
      } catch (error) {
        log.warn('knowledge base not loaded for the assistant', {}, error);
        return { error: 'The knowledge base is unavailable right now. Answer without figures and point to the official USCIS page.' };
      }
    }
    if (call.name === FEES_TOOL_NAME) return quoteFeesResponse(call.payload);
    if (call.name === PROCESSING_TOOL_NAME && processingTimes) {
      const form = typeof call.payload['form'] === 'string' ? call.payload['form'].trim().toUpperCase().slice(0, 12) : '';
      if (form === '') return { error: 'Give the USCIS form number, such as I-485.' };
      try {
        return processingTimesResponse(call.payload, await processingTimes(form));
      } catch (error) {
        log.warn('processing times not read for the assistant', {}, error);
        return { error: 'The processing times are unavailable right now. Point to https://egov.uscis.gov/processing-times/.' };
      }
    }
    return { error: `${call.name} is not available in this conversation.` };
  };
  return {
    declarations,
    citable,
    handles: (name: string) => declarations.some((d) => d.name === name),
    answer,
  };
}

async function* streamReply(ai: GoogleGenAI, options: VertexProviderOptions, request: AgentRequest): AsyncGenerator<AgentEvent> {
  const deadline = startDeadline(options.timeoutMs, request.signal);
  const serverTools = createServerTools(request, options);
  const contents = buildContents(request.history);
  const config: GenerateContentConfig = {
    systemInstruction: systemInstruction({
      hasCase: request.caseContext !== undefined,
      hasKnowledge: options.knowledge !== undefined,
      hasProcessingTimes: options.processingTimes !== undefined,
    }),
    tools: [{ functionDeclarations: [...TOOL_DECLARATIONS, ...serverTools.declarations] }],
  };
  let wroteText = false;
  let calledTool = false;
  // Tools already proposed to the user in an earlier round: asking again after reading the case adds nothing.
  const proposed = new Set<string>();
  // The end of what the user has seen so far, so the answer after a server tool starts as a paragraph of its own.
  let shown = '';
  let fullText = '';
  try {
    for (let round = 0; ; round += 1) {
      let text = '';
      const serverCalls: CallEvent[] = [];
      const proposedNow: string[] = [];
      for await (const event of streamEvents(ai, { model: options.model, contents, config }, deadline.signal)) {
        if (event.type === 'text') {
          if (round > 0 && text === '' && shown !== '' && !/\s$/.test(shown)) yield { type: 'text', text: '\n\n' };
          wroteText ||= event.text.trim().length > 0;
          text += event.text;
          fullText += event.text;
          shown = event.text === '' ? shown : event.text;
          yield event;
        } else if (SERVER_TOOL_NAMES.includes(event.name)) {
          // Answered here, never shown or stored. Undeclared (no case, no knowledge base) or past the bound, it is
          // ignored and the model answers with what it has.
          if (serverTools.handles(event.name) && round < MAX_TOOL_ROUNDS) serverCalls.push(event);
        } else if (!proposed.has(event.name)) {
          calledTool = true;
          proposedNow.push(event.name);
          yield { type: 'function_call', callId: event.callId, name: event.name, payload: event.payload };
        }
      }
      proposedNow.forEach((name) => proposed.add(name));
      if (serverCalls.length === 0) break;

      const responses = await untilAborted(Promise.all(serverCalls.map((call) => serverTools.answer(call))), deadline.signal);
      contents.push(callTurn(text, serverCalls), {
        role: 'user',
        parts: serverCalls.map((call, i) => ({ functionResponse: { id: call.callId, name: call.name, response: responses[i] ?? {} } })),
      });
    }
  } catch (error) {
    throw unavailable(error, deadline.cause(), options.timeoutMs);
  } finally {
    deadline.dispose();
  }

  const language = await replyLanguage(fullText, request);
  if (!wroteText && !calledTool) {
    yield { type: 'text', text: EMPTY_REPLY_TEXT };
    wroteText = true;
  }
  const citations = wroteText ? citationsLine(fullText, serverTools.citable, language) : '';
  if (citations !== '') yield { type: 'text', text: `\n\n${citations}` };
  // The chat shows the disclaimer once at its top; an answer about the asker's own situation repeats it.
  if (wroteText && (proposed.has('check_eligibility') || aboutOwnSituation(request)))
    yield { type: 'text', text: `\n\n${DISCLAIMERS[language]}` };
}

/** The user's last message states facts of their own history (domain/assistant/situation.ts). */
function aboutOwnSituation(request: AgentRequest): boolean {
  const lastUser = [...request.history].reverse().find((turn) => turn.role === 'user');
  return lastUser?.role === 'user' && detectSituation(lastUser.text) !== null;
}

function unavailable(error: unknown, cause: DeadlineCause | undefined, timeoutMs: number): AgentUnavailableError {
  if (cause === 'timeout') {
    return new AgentUnavailableError(`Gemini on Vertex AI did not answer within ${timeoutMs} ms`, { cause: error });
  }
  if (cause === 'cancelled') {
    return new AgentUnavailableError('The request to Gemini on Vertex AI was cancelled', { cause: error });
  }
  const status = httpStatusOf(error);
  const message = status === undefined ? 'Gemini on Vertex AI could not be reached' : `Gemini on Vertex AI answered with HTTP ${status}`;
  return new AgentUnavailableError(message, { cause: error });
}

// The SDK's ApiError carries the HTTP status; read it structurally so a second copy of the SDK cannot defeat instanceof.
function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}
