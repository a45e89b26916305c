// Saves the interview's answers as they are given: every change goes to PUT /cases/{id}/answers at once (typing after
// a short pause), and what the server does not have yet waits in sessionStorage, so a reload or a lost connection
// loses nothing. Framework-free so its timing and failures are tested without a browser (answer-saver.test.ts);
// hooks/use-answer-saver.ts binds it to React.
import type { AnswerValue } from '@shared/forms/answer-rules';
import type { CaseFormsView, QuestionsView } from '@shared/forms/form-views';
import { ApiError } from '@/lib/api-client';
import type { Draft } from './answer-value';

/** An edit the server does not have yet: what the input shows, and the answer to send (absent while it is invalid). */
export interface PendingAnswer {
  draft: Draft;
  value?: AnswerValue | null;
}

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface SaverSnapshot {
  pending: Readonly<Record<string, PendingAnswer>>;
  /** The server's messages for answers it refused (a 400), by question id. */
  refused: Readonly<Record<string, string>>;
  status: SaveStatus;
  /** What the server said when the last save failed (not a refused answer); null for a lost connection. */
  error: string | null;
}

export interface SaverOptions {
  caseId: string;
  send: (answers: Record<string, AnswerValue | null>) => Promise<CaseFormsView>;
  /** The server has `answers` (as sent), and answers the case's forms list. */
  onSaved: (forms: CaseFormsView, answers: Record<string, AnswerValue | null>) => void;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

/** Typing waits this long after the last key before it is sent; a blur sends at once. */
export const TYPING_DELAY_MS = 700;

const storageKey = (caseId: string) => `forms.pending.${caseId}`;

function isPending(value: unknown): value is PendingAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { draft, value: answer } = value as { draft?: unknown; value?: unknown };
  const scalar = (v: unknown) => typeof v === 'string' || typeof v === 'boolean';
  return scalar(draft) && (answer === undefined || answer === null || scalar(answer) || typeof answer === 'number');
}

/** The edits kept from an earlier visit; anything unreadable is dropped rather than sent. */
export function readPending(storage: SaverOptions['storage'], caseId: string): Record<string, PendingAnswer> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(storageKey(caseId)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, entry]) => isPending(entry))) as Record<string, PendingAnswer>;
  } catch {
    return {};
  }
}

/** A 400's field messages by question id: the server names a field by its path in the body ("answers.<id>"). */
export function refusedAnswers(fields: Readonly<Record<string, string>> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([field, message]) => [field.replace(/^answers\./, ''), message]));
}

/** The questions with the answers just saved in place (shown in full: the applicant typed them). */
export const withAnswers = (view: QuestionsView, answers: Readonly<Record<string, AnswerValue | null>>): QuestionsView => ({
  questions: view.questions.map((question) =>
    question.id in answers ? { ...question, value: answers[question.id] ?? null, masked: false, prefilled: false } : question,
  ),
});

export class AnswerSaver {
  private snapshot: SaverSnapshot;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sending = false;

  constructor(private readonly options: SaverOptions) {
    this.snapshot = { pending: readPending(options.storage, options.caseId), refused: {}, status: 'idle', error: null };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SaverSnapshot => this.snapshot;

  /** An input changed: kept at once, sent after `delayMs` (0: now). `value` is absent when the draft is invalid. */
  edit(id: string, draft: Draft, value: AnswerValue | null | undefined, delayMs: number): void {
    const entry: PendingAnswer = value === undefined ? { draft } : { draft, value };
    const { [id]: _, ...refused } = this.snapshot.refused;
    this.update({ pending: { ...this.snapshot.pending, [id]: entry }, refused });
    clearTimeout(this.timer);
    if (delayMs > 0) this.timer = setTimeout(() => void this.flush(), delayMs);
    else void this.flush();
  }

  /** Sends every edit that can be sent; one request at a time, the next one right after it. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    if (this.sending) return;
    const batch = Object.entries(this.snapshot.pending).filter(([, entry]) => entry.value !== undefined);
    if (batch.length === 0) return;
    this.sending = true;
    this.update({ status: 'saving', error: null });
    let again = false;
    try {
      const answers = Object.fromEntries(batch.map(([id, entry]) => [id, entry.value ?? null]));
      const forms = await this.options.send(answers);
      // An answer edited again while this request was out stays pending, and goes next.
      const pending = { ...this.snapshot.pending };
      for (const [id, sent] of batch) if (pending[id] === sent) delete pending[id];
      this.update({ pending, status: 'saved' });
      this.options.onSaved(forms, answers);
      again = Object.values(pending).some((entry) => entry.value !== undefined);
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 400 ? refusedAnswers(error.fields) : {};
      const named = batch.filter(([id]) => id in refused);
      if (named.length > 0) {
        // The refused answers wait, shown with their message, until they are edited; the others go again.
        const pending = { ...this.snapshot.pending };
        for (const [id, entry] of named) if (pending[id] === entry) pending[id] = { draft: entry.draft };
        this.update({ pending, refused: { ...this.snapshot.refused, ...refused }, status: 'idle' });
        again = named.length < batch.length;
      } else {
        // The server's message is in the user's language; a lost connection's is the browser's, so it is not shown.
        this.update({ status: 'failed', error: error instanceof ApiError ? error.message : null });
      }
    } finally {
      this.sending = false;
    }
    if (again) await this.flush();
  }

  private update(change: Partial<SaverSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    if (change.pending) this.persist(change.pending);
    for (const listener of this.listeners) listener();
  }

  private persist(pending: Readonly<Record<string, PendingAnswer>>): void {
    const key = storageKey(this.options.caseId);
    try {
      if (Object.keys(pending).length === 0) this.options.storage?.removeItem(key);
      else this.options.storage?.setItem(key, JSON.stringify(pending));
    } catch {
      // A full or blocked storage: the edits still wait in memory until the server has them.
    }
  }
}
