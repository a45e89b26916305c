// The document review wizard's state machine (docs/SPEC.md section 4, "Document wizard") and how it is kept across a
// page reload. The chosen files are kept apart, in IndexedDB (utils/file-store.ts): they do not fit sessionStorage.
import type { ReviewedDocument, ReviewReport } from '@shared/documents/review-views';
import { MAX_REVIEW_COMMENT, SELECT_COUNTRY_MESSAGE, UPLOAD_ALL_MESSAGE } from '@shared/documents/review-inputs';
import { isDocId } from '@shared/ids';
import { DOCUMENT_CATEGORY_KEYS, type DocumentCategoryKey } from '@shared/reference/categories';
import { COUNTRIES } from '@shared/reference/countries';
import { FAMILY_FILINGS, requiredDocuments, type FamilyFiling } from '@shared/reference/required-documents';

export const STEPS = ['Category', 'Upload', 'Analyze', 'Review'] as const;
/** The steps' names in the catalog (documents:steps.*), in the same order as STEPS. */
export const STEP_KEYS = ['category', 'upload', 'analyze', 'review'] as const;
export const CATEGORY_STEP = 0;
export const UPLOAD_STEP = 1;
export const ANALYZE_STEP = 2;
export const REVIEW_STEP = 3;

/** What a chat's review_documents call already knows. */
export interface ReviewPrefill {
  category: DocumentCategoryKey | null;
  country: string;
  comment: string;
  /** The case the chat is about: the review is stored with it. */
  caseId: string | null;
}

/** What the wizard was opened with from a chat tool call. */
export interface ChatLaunch {
  prefill: ReviewPrefill;
  chatId: string | null;
  callId: string | null;
  /** The tool call has its result: later scans are not sent again, but the follow-up still goes to this chat. */
  answered: boolean;
}

/** The review_documents result going back to the chat (docs/SPEC.md section 7), kept until the chat has it. */
export interface ReviewResultBody {
  name: 'review_documents';
  result: {
    input: { category: DocumentCategoryKey; country: string; comment: string };
    output: { analyses: ReviewedDocument[]; report: ReviewReport; caseId: string | null; reviewId: string };
  };
}

export interface ResultSubmission {
  status: 'pending' | 'succeeded' | 'failed';
  body: ReviewResultBody | null;
}

export interface WizardState {
  step: number;
  category: DocumentCategoryKey | null;
  country: string;
  /** A family review: inside the U.S. (adjustment) or at a consulate; '' when not said. */
  filing: FamilyFiling | '';
  comment: string;
  /** 'Analyze Documents' was pressed with something missing: the spec's messages show until the next change. */
  attempted: boolean;
  /** Why the last analysis failed, shown back on the Upload step. */
  failure: string | null;
  chat: ChatLaunch | null;
  reviewId: string | null;
  submission: ResultSubmission | null;
}

export type WizardAction =
  | { type: 'choose-category'; category: DocumentCategoryKey }
  | { type: 'set-country'; country: string }
  | { type: 'set-filing'; filing: FamilyFiling | '' }
  | { type: 'set-comment'; comment: string }
  | { type: 'files-changed' }
  | { type: 'attempt' }
  | { type: 'analyze' }
  | { type: 'analysis-succeeded'; reviewId: string; body: ReviewResultBody }
  | { type: 'analysis-failed'; message: string }
  | { type: 'submission'; status: ResultSubmission['status'] }
  | { type: 'review-loaded'; reviewId: string; category: DocumentCategoryKey; country: string; comment: string }
  | { type: 'back' }
  | { type: 're-upload' }
  | { type: 'new-scan' };

export function initialState(chat: ChatLaunch | null = null): WizardState {
  const prefill = chat?.prefill;
  return {
    // The chat already said which checklist: start at the upload.
    step: prefill?.category ? UPLOAD_STEP : CATEGORY_STEP,
    category: prefill?.category ?? null,
    country: prefill?.country ?? '',
    filing: '',
    comment: prefill?.comment ?? '',
    attempted: false,
    failure: null,
    chat,
    reviewId: null,
    submission: null,
  };
}

/** A stored review opened by its id (a notification links to /ai-assistant/documents?review=<id>). */
export function openedReviewState(reviewId: string): WizardState {
  return { ...initialState(null), step: REVIEW_STEP, reviewId };
}

/** The spec's validation of the Upload step (docs/SPEC.md section 5, "Document review"). */
export function uploadErrors(
  category: DocumentCategoryKey | null,
  country: string,
  fileCount: number,
  filing: FamilyFiling | '' = '',
): string[] {
  const errors: string[] = [];
  const required = category ? requiredDocuments(category, country, filing || undefined).filter((item) => !item.optional) : [];
  if (category && fileCount < required.length) errors.push(UPLOAD_ALL_MESSAGE);
  if (!country) errors.push(SELECT_COUNTRY_MESSAGE);
  return errors;
}

const edited = (state: WizardState): WizardState => ({ ...state, attempted: false, failure: null });

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'choose-category':
      return { ...edited(state), step: UPLOAD_STEP, category: action.category };
    case 'set-country':
      return { ...edited(state), country: action.country };
    case 'set-filing':
      return { ...edited(state), filing: action.filing };
    case 'set-comment':
      return { ...state, comment: action.comment.slice(0, MAX_REVIEW_COMMENT) };
    case 'files-changed':
      return state.attempted || state.failure ? edited(state) : state;
    case 'attempt':
      return { ...state, attempted: true };
    case 'analyze':
      return { ...edited(state), step: ANALYZE_STEP };
    case 'analysis-succeeded': {
      const chat = state.chat;
      const toChat = chat?.chatId && chat.callId && !chat.answered;
      return {
        ...state,
        step: REVIEW_STEP,
        reviewId: action.reviewId,
        submission: toChat ? { status: 'pending', body: action.body } : null,
      };
    }
    case 'analysis-failed':
      return { ...state, step: UPLOAD_STEP, failure: action.message };
    case 'submission': {
      if (!state.submission) return state;
      if (action.status !== 'succeeded') return { ...state, submission: { ...state.submission, status: action.status } };
      // Once the chat has the result, its copy need not be kept, and that tool call is answered.
      return { ...state, submission: { status: 'succeeded', body: null }, chat: state.chat && { ...state.chat, answered: true } };
    }
    case 'review-loaded':
      // A review opened by its id: what it was asked for, so Re-upload starts from the same choices.
      if (action.reviewId !== state.reviewId || state.category) return state;
      return { ...state, category: action.category, country: action.country, comment: action.comment };
    case 'back':
      return { ...edited(state), step: Math.max(CATEGORY_STEP, state.step - 1) };
    case 're-upload':
      return { ...edited(state), step: state.category ? UPLOAD_STEP : CATEGORY_STEP, reviewId: null, submission: null };
    case 'new-scan':
      return { ...initialState(null), chat: state.chat };
  }
}

// --- persistence -------------------------------------------------------------------------------------------------

const VERSION = 1;

interface Stored {
  v: number;
  step: number;
  category: DocumentCategoryKey | null;
  country: string;
  filing?: FamilyFiling | '';
  comment: string;
  chat: ChatLaunch | null;
  reviewId: string | null;
  submission: ResultSubmission | null;
}

export const storageKey = (userKey: string): string => `document-review-wizard:${userKey.toLowerCase()}`;

export function serialize(state: WizardState): string {
  const { step, category, country, filing, comment, chat, reviewId, submission } = state;
  const stored: Stored = { v: VERSION, step, category, country, filing, comment, chat, reviewId, submission };
  return JSON.stringify(stored);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCategory = (value: unknown): value is DocumentCategoryKey =>
  typeof value === 'string' && (DOCUMENT_CATEGORY_KEYS as readonly string[]).includes(value);
const isCountry = (value: unknown): value is string => typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
const isFiling = (value: unknown): value is FamilyFiling =>
  typeof value === 'string' && (FAMILY_FILINGS as readonly string[]).includes(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function readSubmission(value: unknown): ResultSubmission | null {
  if (!isRecord(value)) return null;
  const status = value['status'];
  if (status !== 'pending' && status !== 'succeeded' && status !== 'failed') return null;
  const body =
    isRecord(value['body']) && value['body']['name'] === 'review_documents' ? (value['body'] as unknown as ReviewResultBody) : null;
  if (status !== 'succeeded' && !body) return null;
  // A send cut off by the reload is sent again.
  return { status: status === 'failed' ? 'failed' : status, body };
}

/** The state saved before a reload, or null when there is none or it is not one we can read. */
export function deserialize(raw: string | null): WizardState | null {
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (stored.v !== VERSION || typeof stored.step !== 'number') return null;
    const category = isCategory(stored.category) ? stored.category : null;
    const reviewId = isDocId(stored.reviewId) ? stored.reviewId : null;
    let step = Math.max(CATEGORY_STEP, Math.min(Math.trunc(stored.step), REVIEW_STEP));
    // A reload cuts off an analysis in flight: back on Upload, the files are still there to send again.
    if (step === ANALYZE_STEP || (step === REVIEW_STEP && !reviewId)) step = UPLOAD_STEP;
    if (!category && step !== REVIEW_STEP) step = CATEGORY_STEP;
    return {
      step,
      category,
      country: isCountry(stored.country) ? stored.country : '',
      filing: isFiling(stored.filing) ? stored.filing : '',
      comment: typeof stored.comment === 'string' ? stored.comment.slice(0, MAX_REVIEW_COMMENT) : '',
      attempted: false,
      failure: null,
      chat: readStoredChat(stored.chat),
      reviewId: step === REVIEW_STEP ? reviewId : null,
      submission: step === REVIEW_STEP ? readSubmission(stored.submission) : null,
    };
  } catch {
    return null;
  }
}

function readStoredChat(value: unknown): ChatLaunch | null {
  if (!isRecord(value)) return null;
  const launch = readChatLaunch({ prefill: value['prefill'], chatId: value['chatId'], callId: value['callId'] });
  return launch && { ...launch, answered: value['answered'] === true };
}

function readPrefill(value: unknown): ReviewPrefill {
  const payload = isRecord(value) ? value : {};
  const comment = typeof payload['comment'] === 'string' ? payload['comment'].slice(0, MAX_REVIEW_COMMENT) : '';
  return {
    category: isCategory(payload['category']) ? payload['category'] : null,
    country: isCountry(payload['country']) ? payload['country'] : '',
    comment,
    caseId: isDocId(payload['caseId']) ? payload['caseId'] : null,
  };
}

/**
 * The navigation state a chat tool call opens the wizard with, `{ prefill, chatId, callId }`, or null when the
 * wizard was opened some other way. Values that do not fit (an unknown category, a country not in the list) are
 * left out.
 */
export function readChatLaunch(state: unknown): ChatLaunch | null {
  if (!isRecord(state)) return null;
  const chatId = text(state['chatId']);
  const validChat = chatId !== null && isDocId(chatId) ? chatId : null;
  if (!isRecord(state['prefill']) && !validChat) return null;
  const callId = validChat ? text(state['callId']) : null;
  return { prefill: readPrefill(state['prefill']), chatId: validChat, callId, answered: false };
}

/** The result body the chat receives for a finished review. */
export function resultBody(
  input: { category: DocumentCategoryKey; country: string; comment: string },
  result: { reviewId: string; caseId: string | null; documents: ReviewedDocument[]; report: ReviewReport },
): ReviewResultBody {
  return {
    name: 'review_documents',
    result: { input, output: { analyses: result.documents, report: result.report, caseId: result.caseId, reviewId: result.reviewId } },
  };
}
