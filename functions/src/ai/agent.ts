// One interface for the assistant, whichever model answers. The chat service streams its events to the client.

export type ToolName = 'check_eligibility' | 'review_documents' | 'create_case';
export const TOOL_NAMES: readonly ToolName[] = ['check_eligibility', 'review_documents', 'create_case'];

export interface Attachment {
  /** MIME type, e.g. image/png, application/pdf, audio/webm */
  mimeType: string;
  /** File name as the user chose it. */
  name: string;
  /** Raw bytes, base64 encoded (the chat service reads them from Storage). */
  base64: string;
}

/** One turn of the stored conversation, oldest first. */
export type AgentTurn =
  | { role: 'user'; text: string; attachments?: Attachment[] }
  | { role: 'assistant'; text: string }
  | { role: 'function_call'; callId: string; name: string; payload: Record<string, unknown> }
  | { role: 'function_result'; callId: string; name: string; result: unknown };

export type AgentEvent =
  | { type: 'text'; text: string }
  | { type: 'function_call'; callId: string; name: string; payload: Record<string, unknown> };

export interface AgentRequest {
  /** Earlier turns, oldest first; the new user message is the last turn. */
  history: AgentTurn[];
  signal?: AbortSignal;
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

/** Appended to every answer, whichever provider wrote it. */
export const DISCLAIMER =
  'This information is for general guidance only and is not legal advice. For advice on your situation, consult a licensed immigration attorney or accredited representative.';
