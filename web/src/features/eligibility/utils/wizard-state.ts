// The wizard's state machine (docs/SPEC.md section 4, "Eligibility wizard") and how it is kept across a page reload.
import type { EligibilityAnalysisView } from '@shared/eligibility/eligibility-views';
import { describeCategoryFields } from '@shared/eligibility/describe-category-fields';
import type { EligibilityCategory } from '@shared/reference/categories';
import { emptyForm, emptyInfo, initialDetails, isCategory, setIn, type FieldErrors, type FormValues } from './form-state';
import { formFromPrefill, type PrefillPayload } from './prefill';

/** The steps, in order; their names are in the catalog (eligibility:wizard.steps.<key>). */
export const STEPS = ['info', 'category', 'categoryDetails', 'details', 'analyze', 'results'] as const;
export const ANALYZE_STEP = 4;
export const RESULTS_STEP = 5;

/** What the wizard was opened with from a chat tool call. */
export interface ChatLaunch {
  prefill: PrefillPayload | null;
  chatId: string | null;
  callId: string | null;
}

/** What the signed-in account knows of the applicant; each is blank when unknown. */
export interface AccountDetails {
  fullName: string;
  email: string;
  phone: string;
}

/** What the analysis answered (POST /ai-assistant/eligibility). */
/** The API's analysis; the spec's failed-analysis result (FAILED_ANALYSIS) has no review flag or path. */
export type AnalysisView = Omit<EligibilityAnalysisView, 'needsReview' | 'reviewReasons' | 'path'> &
  Partial<Pick<EligibilityAnalysisView, 'needsReview' | 'reviewReasons' | 'path'>>;

export interface Outcome {
  status: 'succeeded' | 'failed';
  category: EligibilityCategory | null;
  analysis: AnalysisView;
  caseId: string | null;
}

/** The check_eligibility result going back to the chat, kept until the chat has it. */
export interface ResultSubmission {
  status: 'pending' | 'succeeded' | 'failed';
  body: {
    name: 'check_eligibility';
    result: { input: Record<string, unknown>; output: { analysis: AnalysisView; caseId: string | null } };
  } | null;
}

export interface WizardState {
  step: number;
  form: FormValues;
  errors: FieldErrors;
  chat: ChatLaunch | null;
  /** The case the check is saved to, as the user chose it (a case id, or lib/case-choices.ts NEW_CASE); null: the default. */
  caseChoice: string | null;
  outcome: Outcome | null;
  submission: ResultSubmission | null;
}

/** The result docs/SPEC.md section 4 gives a failed analysis. */
export const FAILED_ANALYSIS: AnalysisView = {
  eligible: false,
  reasons: ['Analysis failed'],
  recommendations: [],
  summary: '',
  citations: [],
};

export type WizardAction =
  | { type: 'set-info'; path: string; value: unknown }
  | { type: 'choose-category'; category: EligibilityCategory }
  | { type: 'set-detail'; path: string; value: unknown }
  | { type: 'set-details'; value: string }
  | { type: 'choose-case'; value: string }
  | { type: 'prefill-account'; account: Partial<AccountDetails> }
  | { type: 'go'; step: number }
  | { type: 'invalid'; errors: FieldErrors; step: number }
  | { type: 'analyze' }
  | { type: 'analysis-succeeded'; outcome: Outcome; submission: ResultSubmission | null }
  | { type: 'analysis-failed' }
  | { type: 'submission'; status: ResultSubmission['status'] }
  | { type: 'restart' };

function freshForm(chat: ChatLaunch | null): FormValues {
  return chat?.prefill ? formFromPrefill(chat.prefill) : emptyForm();
}

export function initialState(launch: ChatLaunch | null = null): WizardState {
  const chat = launch && (launch.prefill || launch.chatId) ? launch : null;
  return { step: 0, form: freshForm(chat), errors: {}, chat, caseChoice: null, outcome: null, submission: null };
}

/** Errors minus the one at `path` and those below it: editing a field clears its message. */
function without(errors: FieldErrors, path: string): FieldErrors {
  const kept = Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`) && !path.startsWith(`${key}.`));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/**
 * The account's name, email and phone in the Info fields still empty. Only while answers are being given: once a
 * result is in, the answers are not kept (see 'analysis-succeeded').
 */
function prefillFromAccount(state: WizardState, account: Partial<AccountDetails>): WizardState {
  if (state.step >= ANALYZE_STEP) return state;
  let info = state.form.info;
  for (const key of ['fullName', 'email', 'phone'] as const) {
    const value = account[key]?.trim() ?? '';
    if (value !== '' && info[key].trim() === '') info = { ...info, [key]: value };
  }
  return info === state.form.info ? state : { ...state, form: { ...state.form, info } };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'set-info':
      return {
        ...state,
        form: { ...state.form, info: setIn(state.form.info, action.path, action.value) },
        errors: without(state.errors, action.path),
      };
    case 'choose-category':
      if (state.form.category === action.category) return state;
      // A new category starts its details from scratch: the old answers belong to other questions.
      return {
        ...state,
        form: { ...state.form, category: action.category, categoryDetails: initialDetails(describeCategoryFields(action.category)) },
        errors: without(without(state.errors, 'categoryDetails'), 'category'),
      };
    case 'set-detail':
      return {
        ...state,
        form: { ...state.form, categoryDetails: setIn(state.form.categoryDetails, action.path, action.value) },
        errors: without(state.errors, `categoryDetails.${action.path}`),
      };
    case 'set-details':
      return { ...state, form: { ...state.form, details: action.value }, errors: without(state.errors, 'details') };
    case 'choose-case':
      return { ...state, caseChoice: action.value, errors: without(state.errors, 'case') };
    case 'prefill-account':
      return prefillFromAccount(state, action.account);
    case 'go':
      return { ...state, step: Math.max(0, Math.min(action.step, STEPS.length - 1)) };
    case 'invalid':
      return { ...state, errors: action.errors, step: action.step };
    case 'analyze':
      return { ...state, step: ANALYZE_STEP, errors: {}, outcome: null, submission: null };
    case 'analysis-succeeded':
      // The answers have done their job: only the result (and what the chat still needs) is kept from here on.
      return { ...state, step: RESULTS_STEP, form: emptyForm(), outcome: action.outcome, submission: action.submission };
    case 'analysis-failed':
      return {
        ...state,
        step: RESULTS_STEP,
        outcome: { status: 'failed', category: state.form.category, analysis: FAILED_ANALYSIS, caseId: null },
        submission: null,
      };
    case 'submission':
      if (!state.submission) return state;
      // Once the chat has the result, the input it carried need not be kept.
      return { ...state, submission: { status: action.status, body: action.status === 'succeeded' ? null : state.submission.body } };
    case 'restart':
      return initialState(state.chat);
  }
}

// --- persistence -------------------------------------------------------------------------------------------------

const VERSION = 1;

interface Stored {
  v: number;
  step: number;
  form: FormValues;
  chat: ChatLaunch | null;
  caseChoice?: string | null;
  outcome: Outcome | null;
  submission: ResultSubmission | null;
}

export function storageKey(userKey: string): string {
  return `eligibility-wizard:${userKey.toLowerCase()}`;
}

export function serialize(state: WizardState): string {
  const stored: Stored = {
    v: VERSION,
    step: state.step,
    form: state.form,
    chat: state.chat,
    caseChoice: state.caseChoice,
    outcome: state.outcome,
    submission: state.submission,
  };
  return JSON.stringify(stored);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The state saved before a reload, or null when there is none or it is not one we can read. */
export function deserialize(text: string | null): WizardState | null {
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as Partial<Stored>;
    if (stored.v !== VERSION || !isRecord(stored.form) || !isRecord(stored.form.info) || typeof stored.step !== 'number') return null;
    const blank = emptyInfo();
    const info = { ...blank, ...stored.form.info, sections: { ...blank.sections, ...(stored.form.info.sections ?? {}) } };
    const form: FormValues = {
      info,
      category: isCategory(stored.form.category) ? stored.form.category : null,
      categoryDetails: isRecord(stored.form.categoryDetails) ? stored.form.categoryDetails : {},
      details: typeof stored.form.details === 'string' ? stored.form.details : '',
    };
    const outcome = isRecord(stored.outcome) ? stored.outcome : null;
    // A reload cuts off an analysis in flight; back on Details, Next runs it again.
    let step = Math.max(0, Math.min(Math.trunc(stored.step), RESULTS_STEP));
    if (step === ANALYZE_STEP || (step === RESULTS_STEP && !outcome)) step = ANALYZE_STEP - 1;
    const caseChoice = typeof stored.caseChoice === 'string' ? stored.caseChoice : null;
    return { step, form, errors: {}, chat: stored.chat ?? null, caseChoice, outcome, submission: stored.submission ?? null };
  } catch {
    return null;
  }
}

/**
 * The navigation state a chat tool call opens the wizard with, `{ prefill, chatId, callId }`, or null when the
 * wizard was opened some other way.
 */
export function readChatLaunch(state: unknown): ChatLaunch | null {
  if (!isRecord(state)) return null;
  const prefill = isRecord(state['prefill']) ? state['prefill'] : null;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  const chatId = text(state['chatId']);
  if (!prefill && !chatId) return null;
  return { prefill, chatId, callId: chatId ? text(state['callId']) : null };
}
