import { describeCategoryFields } from '@shared/eligibility/describe-category-fields';
import type { StatedFact } from '@shared/eligibility/stated-facts';
import type { EligibilityCategory } from '@shared/reference/categories';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { defaultCaseChoice, NEW_CASE, useOpenCases } from '@/lib/case-choices';
import { readSessionState, useSessionState } from '@/lib/session-state';
import { useToolResultDelivery } from '@/lib/tool-result';
import { useAnalyzeEligibility } from '../api/analyze-eligibility';
import { stepOfPath, toPayload, validateAll, validateCategoryDetails, validateInfo } from '../utils/build-payload';
import { localToday, type FieldErrors } from '../utils/form-state';
import { nextBlockers, type Blocker } from '../utils/next-blockers';
import {
  ANALYZE_STEP,
  deserialize,
  initialState,
  serialize,
  storageKey,
  wizardReducer,
  type AccountDetails,
  type ChatLaunch,
  type ResultSubmission,
  type WizardState,
} from '../utils/wizard-state';

const isPristine = (state: WizardState) =>
  state.step === 0 && !state.chat && !state.outcome && serialize(state) === serialize(initialState());

const firstStep = (errors: FieldErrors) => Math.min(...Object.keys(errors).map(stepOfPath));

const ACCOUNT_KEYS = ['fullName', 'email', 'phone'] as const;

/** Which reasons for a blocked Next the step shows at its fields: those of fields left (touched), or all after a try. */
interface Reveal {
  step: number;
  touched: ReadonlySet<string>;
  /** How often Next was pressed while blocked; each press shows every reason and focuses the first field. */
  attempts: number;
}

const freshReveal = (step: number): Reveal => ({ step, touched: new Set(), attempts: 0 });

/** The Info field the applicant is typing in, by its name: the account's value must not land under their cursor. */
const focusedField = (): string | null => {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active instanceof HTMLInputElement ? active.name : null;
};

/**
 * The account's details go into the Info fields still empty, once per field while the wizard is open: a field the
 * applicant cleared, or a new check after Restart, is theirs to fill. So is the field they are in when the account
 * arrives: filling it then would mix the account's text with what they type.
 */
function useAccountPrefill(
  account: Partial<AccountDetails> | undefined,
  dispatch: (action: { type: 'prefill-account'; account: Partial<AccountDetails> }) => void,
) {
  const applied = useRef(new Set<keyof AccountDetails>());
  const { fullName, email, phone } = account ?? {};
  useEffect(() => {
    const known = { fullName, email, phone };
    const typing = focusedField();
    const fresh = ACCOUNT_KEYS.filter((key) => !applied.current.has(key) && (known[key] ?? '').trim() !== '');
    if (fresh.length === 0) return;
    fresh.forEach((key) => applied.current.add(key));
    const filled = fresh.filter((key) => key !== typing);
    if (filled.length > 0) dispatch({ type: 'prefill-account', account: Object.fromEntries(filled.map((key) => [key, known[key]])) });
  }, [fullName, email, phone, dispatch]);
}

/**
 * The eligibility wizard: its state, kept in sessionStorage per user so the answers survive a reload; the Next
 * gating of docs/SPEC.md section 4; the analysis call on entering Analyze; and the result going back to the chat.
 */
export function useEligibilityWizard({
  userKey,
  launch,
  account,
  openedFrom,
}: {
  userKey: string;
  launch: ChatLaunch | null;
  account?: Partial<AccountDetails>;
  /** The case the wizard was opened from (its address's ?case=), the check's default case. */
  openedFrom: string | null;
}) {
  const key = storageKey(userKey);
  // A chat tool call starts a new check; otherwise pick up where the applicant left off.
  const [state, dispatch] = useReducer(wizardReducer, null, () =>
    launch ? initialState(launch) : (readSessionState(key, deserialize) ?? initialState()),
  );
  const { step, form, chat, submission } = state;
  const category = form.category;
  const fields = useMemo(() => (category ? describeCategoryFields(category) : []), [category]);

  useSessionState(key, state, serialize, isPristine);
  useAccountPrefill(account, dispatch);

  const analyze = useAnalyzeEligibility();
  const analyzing = useRef(false);

  // The case the check goes to: the one chosen, else the default (lib/case-choices.ts); null until there is one.
  const launchCase = chat?.prefill?.['caseId'];
  const startCase = openedFrom ?? (typeof launchCase === 'string' ? launchCase : null);
  // Asked for on the Details step, where the choice is shown: the wizard's first screens load nothing more.
  const openCases = useOpenCases(startCase, step >= ANALYZE_STEP - 1);
  // While the cases load there is no default yet; if they cannot be loaded, the case it was opened from.
  const caseChoice =
    state.caseChoice ?? (openCases.data ? defaultCaseChoice(startCase, openCases.data) : openCases.isError ? startCase : null);

  // Entering the Analyze step runs the analysis (docs/SPEC.md section 4).
  useEffect(() => {
    if (step !== ANALYZE_STEP || analyzing.current) return;
    analyzing.current = true;
    // "New case" sends no case: the API opens one (for the chat, when the check came from one).
    const body = toPayload(form, fields, {
      chatId: chat?.chatId ?? undefined,
      caseId: caseChoice && caseChoice !== NEW_CASE ? caseChoice : undefined,
    });
    analyze
      .mutateAsync(body)
      .then(({ analysis, caseId }) => {
        const output = { analysis, caseId };
        const toChat: ResultSubmission | null =
          chat?.chatId && chat.callId ? { status: 'pending', body: { name: 'check_eligibility', result: { input: body, output } } } : null;
        dispatch({
          type: 'analysis-succeeded',
          outcome: { status: 'succeeded', category: form.category, analysis, caseId },
          submission: toChat,
        });
      })
      .catch((error: unknown) => {
        // Answers the API rejected go back to the step that asks them; anything else is a failed analysis.
        const fieldErrors = error instanceof ApiError && error.status === 400 ? error.fields : undefined;
        if (fieldErrors && Object.keys(fieldErrors).length > 0)
          dispatch({ type: 'invalid', errors: fieldErrors, step: firstStep(fieldErrors) });
        else dispatch({ type: 'analysis-failed' });
      })
      .finally(() => {
        analyzing.current = false;
      });
    // Only entering the step starts a call; the answers cannot change while it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  // The result goes back to the chat as soon as there is one, and again after a reload if it had not arrived.
  useToolResultDelivery({ submission, chat, onStatus: (status) => dispatch({ type: 'submission', status }) });

  const today = localToday();
  const blockers = useMemo(() => nextBlockers(step, form, fields, today, caseChoice), [step, form, fields, today, caseChoice]);
  const canGoNext = step < ANALYZE_STEP && blockers.length === 0;

  const [storedReveal, setReveal] = useState<Reveal>(() => freshReveal(step));
  // Each step starts with no reasons shown.
  const reveal = storedReveal.step === step ? storedReveal : freshReveal(step);
  const shownBlockers: Blocker[] = reveal.attempts > 0 ? blockers : blockers.filter((blocker) => reveal.touched.has(blocker.path));
  const touch = useCallback(
    (path: string) =>
      setReveal((current) => {
        const base = current.step === step ? current : freshReveal(step);
        return base.touched.has(path) ? base : { ...base, touched: new Set(base.touched).add(path) };
      }),
    [step],
  );

  const next = useCallback(() => {
    if (blockers.length > 0) {
      setReveal((current) => {
        const base = current.step === step ? current : freshReveal(step);
        return { ...base, attempts: base.attempts + 1 };
      });
      return;
    }
    let errors: FieldErrors = {};
    if (step === 0) errors = validateInfo(form.info, today);
    if (step === 2 && category) errors = validateCategoryDetails(category, fields, form.categoryDetails);
    if (step === 3) errors = validateAll(form, fields, today);
    if (Object.keys(errors).length > 0) {
      dispatch({ type: 'invalid', errors, step: Math.min(step, firstStep(errors)) });
      return;
    }
    dispatch(step === 3 ? { type: 'analyze' } : { type: 'go', step: step + 1 });
  }, [blockers, step, form, fields, category, today]);

  return {
    state,
    fields,
    /** The case the check goes to (an id or NEW_CASE), null while the user has yet to choose; and the choices. */
    caseChoice,
    openCases,
    chooseCase: (value: string) => dispatch({ type: 'choose-case', value }),
    canGoNext,
    /** Why Next cannot go on yet, in screen order (empty when it can). */
    blockers,
    /** The reasons to show at their fields now. */
    shownBlockers,
    /** Counts presses of a blocked Next, so the screen can put the keyboard on the first field to fix. */
    blockedAttempts: reveal.attempts,
    /** Marks a field as visited: its reason, if any, shows from then on. */
    touch,
    next,
    back: () => dispatch({ type: 'go', step: step - 1 }),
    restart: () => dispatch({ type: 'restart' }),
    retryAnalysis: () => dispatch({ type: 'analyze' }),
    retrySubmission: () => dispatch({ type: 'submission', status: 'pending' }),
    setInfo: (path: string, value: unknown) => dispatch({ type: 'set-info', path, value }),
    /** Back to the Info step with the sections open where the facts the details mention are asked; nothing is answered. */
    answerStated: (facts: readonly StatedFact[]) => {
      const sections = new Set(facts.map((fact) => (fact === 'criminal-history' ? 'criminalHistory' : 'immigrationHistory')));
      for (const section of sections) dispatch({ type: 'set-info', path: `sections.${section}`, value: true });
      dispatch({ type: 'go', step: 0 });
    },
    chooseCategory: (value: EligibilityCategory) => dispatch({ type: 'choose-category', category: value }),
    setDetail: (path: string, value: unknown) => dispatch({ type: 'set-detail', path, value }),
    setDetails: (value: string) => dispatch({ type: 'set-details', value }),
  };
}

export type EligibilityWizard = ReturnType<typeof useEligibilityWizard>;
