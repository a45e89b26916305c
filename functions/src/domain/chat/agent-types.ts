// What every assistant reads, whichever model answers (ai/agent.ts): the stored conversation's turns, their files and
// the context of the case a chat is about. The domain builds them (domain/chat/conversation.ts,
// domain/cases/case-context.ts), so they live here, where ai/ may import them and the domain imports nothing of ai/.
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
  /** The filing the case prepares, when it has a goal: its USCIS forms and where to prepare them. */
  filing: {
    goal: string;
    forms: Array<{ form: string; title: string; required: boolean }>;
    /** The app's page with the form interview for this case. */
    preparePath: string;
  } | null;
}
