// What a "Ready to file?" check finds: one Problem per thing to fix or to know before filing, each pointing at the
// places on the printed forms it concerns. Each module of this folder checks one concern and answers Problems; the
// case's check puts them together (docs/forms-readiness.md).
import type { Message } from '../../../shared/i18n/message';

/**
 * A place on a printed form, as the form writes it ("2", "4.a"). A problem about a whole form (its edition, its fee,
 * a document it asks for) names the form with an empty part and item.
 */
export interface ProblemRef {
  form: string;
  part: string;
  item: string;
  questionId?: string;
}

export type ProblemKind =
  'missing-answer' | 'inconsistent' | 'edition' | 'income' | 'fee' | 'signature' | 'evidence' | 'medical-exam' | 'marriage-evidence';

export interface Problem {
  kind: ProblemKind;
  /** A blocker keeps the package from being ready; a warning is shown and printed but does not. */
  severity: 'blocker' | 'warning';
  /** A key of the server-only `forms` catalog, rendered in the reader's language. */
  message: Message;
  refs: ProblemRef[];
}

/** The whole of a form, for a problem no single item carries. */
export const wholeForm = (form: string): ProblemRef => ({ form, part: '', item: '' });
