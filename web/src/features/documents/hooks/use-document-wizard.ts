import type { FamilyFiling } from '@shared/reference/required-documents';
import { useQueryClient } from '@tanstack/react-query';
import type { DocumentReviewResult, DocumentReviewView } from '@shared/documents/review-views';
import type { DocumentCategoryKey } from '@shared/reference/categories';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { readSessionState, useSessionState } from '@/lib/session-state';
import { useToolResultDelivery } from '@/lib/tool-result';
import { resetReview } from '../api/reset-review';
import { uploadReview } from '../api/upload-review';
import { failureMessage } from '../utils/failure-message';
import { fileProgress } from '../utils/upload-progress';
import {
  deserialize,
  initialState,
  openedReviewState,
  resultBody,
  serialize,
  storageKey,
  uploadErrors,
  wizardReducer,
  type ChatLaunch,
  type WizardState,
} from '../utils/wizard-state';
import { usePickedFiles } from './use-picked-files';

/** Nothing chosen yet: nothing to keep across a reload. */
const isPristine = (state: WizardState) => state.step === 0 && !state.category && !state.chat;

function startState(key: string, launch: ChatLaunch | null, openReview: string | null): WizardState {
  // A chat tool call starts a new review, a link opens a stored one; otherwise pick up where the applicant left off.
  if (launch) return initialState(launch);
  if (openReview) return openedReviewState(openReview);
  return readSessionState(key, deserialize) ?? initialState();
}

export interface UploadState {
  /** Per file, in the order shown: 0 to 100. */
  percents: number[];
  /** The whole body has been sent: the server is reading the files. */
  sent: boolean;
}

/**
 * The document review wizard: its state in sessionStorage per user and its files in IndexedDB, so both survive a
 * reload; the Upload step's validation (docs/SPEC.md section 5); the upload with per-file progress; and the result
 * going back to the chat that opened it.
 */
export function useDocumentWizard({
  userKey,
  launch,
  openReview,
  openedFrom = null,
}: {
  userKey: string;
  launch: ChatLaunch | null;
  openReview: string | null;
  /** The case the screen was opened from: a new review goes to it, as it goes to the case of a chat's call. */
  openedFrom?: string | null;
}) {
  const key = storageKey(userKey);
  const [state, dispatch] = useReducer(wizardReducer, null, () => startState(key, launch, openReview));
  const { category, country, filing, comment, chat, submission } = state;
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<UploadState | null>(null);
  /** The latest analysis's answer, shown at once; a reload reads the stored review instead. */
  const [result, setResult] = useState<DocumentReviewResult | null>(null);

  const picked = usePickedFiles(userKey, {
    restore: !launch && !openReview,
    onChange: useCallback(() => dispatch({ type: 'files-changed' }), []),
  });

  useSessionState(key, state, serialize, isPristine);

  // An upload still running when the screen closes is abandoned.
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const errors = state.attempted ? uploadErrors(category, country, picked.files.length, filing) : [];

  const analyze = useCallback(() => {
    if (!category || controller.current) return;
    if (uploadErrors(category, country, picked.files.length, filing).length > 0) {
      dispatch({ type: 'attempt' });
      return;
    }
    const files = picked.files.map((f) => f.file);
    const sizes = files.map((f) => f.size);
    const input = { category, country, comment };
    const abort = new AbortController();
    controller.current = abort;
    setUpload({ percents: sizes.map(() => 0), sent: false });
    dispatch({ type: 'analyze' });
    const launchCase = chat?.prefill.caseId ?? openedFrom ?? undefined;
    uploadReview(
      { ...input, files, caseId: launchCase, chatId: chat?.chatId ?? undefined, ...(category === 'family' && filing ? { filing } : {}) },
      ({ loaded, total }) => setUpload({ percents: fileProgress(sizes, loaded, total), sent: loaded >= total }),
      abort.signal,
    )
      .then((answer) => {
        setResult(answer);
        picked.clear();
        dispatch({ type: 'analysis-succeeded', reviewId: answer.reviewId, body: resultBody(input, answer) });
        // The review may join a case and notifies the user.
        void queryClient.invalidateQueries({ queryKey: ['cases'] });
        void queryClient.invalidateQueries({ queryKey: ['notifications'] });
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('Failed to analyze documents', error);
        dispatch({ type: 'analysis-failed', message: failureMessage(error) });
      })
      .finally(() => {
        if (controller.current === abort) controller.current = null;
        setUpload(null);
      });
  }, [category, country, filing, comment, chat, picked, queryClient, openedFrom]);

  // The result goes back to the chat as soon as there is one, and again after a reload if it had not arrived.
  useToolResultDelivery({ submission, chat, onStatus: (status) => dispatch({ type: 'submission', status }) });

  const chooseCategory = useCallback(
    (value: DocumentCategoryKey) => {
      // A new checklist starts a new set of files (docs/SPEC.md section 4); the same one keeps them.
      if (value !== category) picked.clear();
      dispatch({ type: 'choose-category', category: value });
    },
    [category, picked],
  );

  const reUpload = useCallback(() => {
    void resetReview(state.reviewId);
    picked.clear();
    setResult(null);
    dispatch({ type: 're-upload' });
  }, [state.reviewId, picked]);

  const newScan = useCallback(() => {
    picked.clear();
    setResult(null);
    dispatch({ type: 'new-scan' });
  }, [picked]);

  return {
    state,
    files: picked.files,
    rejected: picked.rejected,
    filesRestored: picked.restored,
    errors,
    upload,
    result: result && result.reviewId === state.reviewId ? result : null,
    addFiles: picked.add,
    removeFile: picked.remove,
    chooseCategory,
    setCountry: (value: string) => dispatch({ type: 'set-country', country: value }),
    setFiling: (value: FamilyFiling | '') => dispatch({ type: 'set-filing', filing: value }),
    setComment: (value: string) => dispatch({ type: 'set-comment', comment: value }),
    back: () => dispatch({ type: 'back' }),
    analyze,
    reUpload,
    newScan,
    retrySubmission: () => dispatch({ type: 'submission', status: 'pending' }),
    reviewLoaded: useCallback(
      (view: DocumentReviewView) =>
        dispatch({ type: 'review-loaded', reviewId: view.reviewId, category: view.category, country: view.country, comment: view.comment }),
      [],
    ),
  };
}

export type DocumentWizard = ReturnType<typeof useDocumentWizard>;
