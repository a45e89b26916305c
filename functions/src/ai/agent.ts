// One interface for the assistant, whichever model answers. The chat service streams its events to the client.
import type { AgentTurn, CaseContext } from '../domain/chat/agent-types';
import type { KnowledgeLanguage } from '../shared/knowledge/knowledge-views';

export type ToolName = 'check_eligibility' | 'review_documents' | 'create_case';
export const TOOL_NAMES: readonly ToolName[] = ['check_eligibility', 'review_documents', 'create_case'];

export type AgentEvent =
  { type: 'text'; text: string } | { type: 'function_call'; callId: string; name: string; payload: Record<string, unknown> };

export interface AgentRequest {
  /** Earlier turns, oldest first; the new user message is the last turn. */
  history: AgentTurn[];
  signal?: AbortSignal;
  /**
   * Present when the chat is about one of the user's cases: loads that case's context (null when it is gone). A
   * function, so a provider loads it only when the answer needs it; it can only ever name the chat's own case.
   */
  caseContext?: () => Promise<CaseContext | null>;
  /**
   * The user's language setting, loaded only when the question's own language cannot be told (a form number, one
   * word). Without it, English.
   */
  preferredLanguage?: () => Promise<KnowledgeLanguage>;
}

export interface AgentProvider {
  readonly name: 'vertex' | 'offline';
  /** A user-visible label, e.g. "Gemini on Vertex AI" or "Offline assistant". */
  readonly label: string;
  /** Streams the reply. Throws AgentUnavailableError when the model fails or times out. */
  reply(request: AgentRequest): AsyncIterable<AgentEvent>;
}

export class AgentUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AgentUnavailableError';
  }
}
