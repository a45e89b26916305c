// One interface for the assistant, whichever model answers. The chat service streams its events to the client.
import type { KnowledgeLanguage } from '../shared/knowledge/knowledge-views';

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
  { type: 'text'; text: string } | { type: 'function_call'; callId: string; name: string; payload: Record<string, unknown> };

/**
 * What the assistant may know of the case a chat is about (built by domain/cases/case-context.ts from the case's own
 * record). Provider-neutral plain JSON: the vertex provider sends it to Gemini as get_case's result as it is.
 */
export interface CaseContext {
  caseId: string;
  caseNumber: string;
  caseName: string;
  category: string | null;
  status: string;
  /** What the status means for this case, in one sentence. */
  statusMeaning: string;
  /** A filed application followed in Track Your Applications. */
  trackedApplication: boolean;
  formType: string | null;
  receiptNumber: string | null;
  latestNotice: string | null;
  consulate: string | null;
  /** YYYY-MM-DD dates, oldest first, e.g. { label: 'Filed', date: '2026-01-05' }. */
  keyDates: Array<{ label: string; date: string }>;
  /** The latest entries, oldest first; `timelineOmitted` earlier ones were left out. */
  timeline: Array<{ date: string; event: string; by: string }>;
  timelineOmitted: number;
  eligibility: {
    /** Eligibility checks attached to the case. */
    checks: number;
    latest: { checkedOn: string; category: string | null; eligible: boolean; summary: string } | null;
    /** Findings of the latest check that failed or need attention; passed ones are only counted. */
    findings: Array<{ outcome: 'fail' | 'issue'; reason: string; recommendation: string; source: string | null }>;
    passed: number;
  };
  documents: Array<{ name: string; uploadedAt: string; reviewed: boolean; issues: Array<{ type: string; details: string }> }>;
  /** File names attached to the case. */
  attachments: string[];
  /** What the record shows is still missing or needs attention. */
  missing: string[];
  nextSteps: string[];
}

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

/** Appended to every answer, whichever provider wrote it, in the answer's language. */
export const DISCLAIMERS: Record<KnowledgeLanguage, string> = {
  en: 'This information is for general guidance only and is not legal advice. For advice on your situation, consult a licensed immigration attorney or accredited representative.',
  es: 'Esta información es solo una orientación general y no constituye asesoría legal. Para su caso concreto, consulte a un abogado de inmigración con licencia o a un representante acreditado.',
  fr: 'Ces informations sont données à titre général et ne constituent pas un avis juridique. Pour votre situation, consultez un avocat en immigration agréé ou un représentant accrédité.',
  de: 'Diese Informationen dienen nur der allgemeinen Orientierung und sind keine Rechtsberatung. Für Ihre Situation wenden Sie sich an eine zugelassene Anwältin oder einen Anwalt für Einwanderungsrecht oder eine akkreditierte Vertretung.',
};

export const DISCLAIMER = DISCLAIMERS.en;
