import { SELECT_COUNTRY_MESSAGE, UPLOAD_ALL_MESSAGE } from '@shared/documents/review-inputs';
import type { DocumentReviewResult } from '@shared/documents/review-views';
import { describe, expect, it } from 'vitest';
import {
  ANALYZE_STEP,
  CATEGORY_STEP,
  deserialize,
  initialState,
  openedReviewState,
  readChatLaunch,
  resultBody,
  REVIEW_STEP,
  serialize,
  STEPS,
  UPLOAD_STEP,
  uploadErrors,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from './wizard-state';

const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);

const RESULT: DocumentReviewResult = {
  reviewId: 'rev1',
  caseId: null,
  documents: [],
  report: { reportId: 'rep1', title: 'T', summary: 'S', issues: [], recommendations: [], missing: [] },
};
const body = resultBody({ category: 'family', country: 'Mexico', comment: '' }, RESULT);

describe('document wizard steps', () => {
  it('has the spec’s four steps', () => {
    expect(STEPS).toEqual(['Category', 'Upload', 'Analyze', 'Review']);
  });

  it('goes to Upload on choosing a category, to Analyze, then to Review', () => {
    let state = run(initialState(), { type: 'choose-category', category: 'family' });
    expect(state.step).toBe(UPLOAD_STEP);
    state = run(state, { type: 'set-country', country: 'Mexico' }, { type: 'analyze' });
    expect(state.step).toBe(ANALYZE_STEP);
    state = run(state, { type: 'analysis-succeeded', reviewId: 'rev1', body });
    expect(state).toMatchObject({ step: REVIEW_STEP, reviewId: 'rev1', submission: null });
  });

  it('returns to Upload with the reason when the analysis fails', () => {
    const state = run(
      initialState(),
      { type: 'choose-category', category: 'family' },
      { type: 'analyze' },
      { type: 'analysis-failed', message: 'Failed to analyze documents' },
    );
    expect(state).toMatchObject({ step: UPLOAD_STEP, failure: 'Failed to analyze documents', category: 'family' });
  });

  it('shows the validation only after Analyze, and clears it when files, country or category change', () => {
    const attempted = run(initialState(), { type: 'choose-category', category: 'family' }, { type: 'attempt' });
    expect(attempted.attempted).toBe(true);
    expect(run(attempted, { type: 'files-changed' }).attempted).toBe(false);
    expect(run(attempted, { type: 'set-country', country: 'Peru' }).attempted).toBe(false);
    expect(run(attempted, { type: 'choose-category', category: 'student' }).attempted).toBe(false);
    // Typing special instructions is not one of them.
    expect(run(attempted, { type: 'set-comment', comment: 'x' }).attempted).toBe(true);
  });

  it('Re-upload goes back to Upload keeping the choices; New Scan clears everything', () => {
    const reviewed = run(
      initialState(),
      { type: 'choose-category', category: 'refugee' },
      { type: 'set-country', country: 'Syria' },
      { type: 'set-comment', comment: 'Name changed in 2019' },
      { type: 'analyze' },
      { type: 'analysis-succeeded', reviewId: 'rev1', body },
    );
    expect(run(reviewed, { type: 're-upload' })).toMatchObject({
      step: UPLOAD_STEP,
      category: 'refugee',
      country: 'Syria',
      comment: 'Name changed in 2019',
      reviewId: null,
    });
    expect(run(reviewed, { type: 'new-scan' })).toMatchObject({
      step: CATEGORY_STEP,
      category: null,
      country: '',
      comment: '',
      reviewId: null,
    });
  });
});

describe('a review opened by its id', () => {
  it('shows the review, learns its choices once loaded, and Re-upload starts from them', () => {
    let state = openedReviewState('rev9');
    expect(state).toMatchObject({ step: REVIEW_STEP, reviewId: 'rev9', category: null });
    expect(deserialize(serialize(state))).toMatchObject({ step: REVIEW_STEP, reviewId: 'rev9' });
    // Another review's answer changes nothing.
    expect(run(state, { type: 'review-loaded', reviewId: 'other', category: 'family', country: 'Peru', comment: '' })).toBe(state);
    state = run(state, { type: 'review-loaded', reviewId: 'rev9', category: 'student', country: 'India', comment: 'c' });
    expect(run(state, { type: 're-upload' })).toMatchObject({ step: UPLOAD_STEP, category: 'student', country: 'India', comment: 'c' });
    expect(run(openedReviewState('rev9'), { type: 're-upload' })).toMatchObject({ step: CATEGORY_STEP });
  });
});

describe('uploadErrors', () => {
  it('asks for at least as many files as required documents, and for the country', () => {
    expect(uploadErrors('family', '', 0)).toEqual([UPLOAD_ALL_MESSAGE, SELECT_COUNTRY_MESSAGE]);
    expect(uploadErrors('family', 'Mexico', 4)).toEqual([UPLOAD_ALL_MESSAGE]);
    expect(uploadErrors('family', 'Mexico', 5)).toEqual([]);
    expect(uploadErrors('family', '', 5)).toEqual([SELECT_COUNTRY_MESSAGE]);
  });

  it('asks an adjustment of status for its I-485 and medical exam too', () => {
    expect(uploadErrors('family', 'Mexico', 5, 'adjustment')).toEqual([UPLOAD_ALL_MESSAGE]);
    expect(uploadErrors('family', 'Mexico', 7, 'adjustment')).toEqual([]);
    expect(uploadErrors('family', 'Mexico', 5, 'consular')).toEqual([]);
  });

  it("counts a refugee's country extras", () => {
    expect(uploadErrors('refugee', 'Mexico', 2)).toEqual([]);
    expect(uploadErrors('refugee', 'Afghanistan', 2)).toEqual([UPLOAD_ALL_MESSAGE]);
    expect(uploadErrors('refugee', 'Afghanistan', 3)).toEqual([]);
  });
});

describe('chat launch', () => {
  it('reads the tool call’s prefill, dropping what does not fit', () => {
    const launch = readChatLaunch({
      prefill: { category: 'student', country: 'India', comment: 'I-20 attached', caseId: 'case_1' },
      chatId: 'chat-1',
      callId: 'call-1',
    });
    expect(launch).toEqual({
      prefill: { category: 'student', country: 'India', comment: 'I-20 attached', caseId: 'case_1' },
      chatId: 'chat-1',
      callId: 'call-1',
      answered: false,
    });
    const odd = readChatLaunch({
      prefill: { category: 'Student (F-1)', country: 'Atlantis', comment: 3 },
      chatId: 'chat-1',
      callId: 'call-1',
    });
    expect(odd?.prefill).toEqual({ category: null, country: '', comment: '', caseId: null });
    expect(readChatLaunch(null)).toBeNull();
    expect(readChatLaunch({ unrelated: true })).toBeNull();
    expect(readChatLaunch({ chatId: '../x', callId: 'c' })).toBeNull();
  });

  it('starts on Upload when the chat named the category', () => {
    const launch = readChatLaunch({ prefill: { category: 'kvisa', country: 'Brazil' }, chatId: 'chat-1', callId: 'call-1' });
    expect(initialState(launch)).toMatchObject({ step: UPLOAD_STEP, category: 'kvisa', country: 'Brazil' });
    const noCategory = readChatLaunch({ prefill: { country: 'Brazil' }, chatId: 'chat-1', callId: 'call-1' });
    expect(initialState(noCategory)).toMatchObject({ step: CATEGORY_STEP, country: 'Brazil' });
  });

  it('sends the result to the chat once; after that, new scans still return to the chat but send nothing', () => {
    const launch = readChatLaunch({ prefill: { category: 'family', country: 'Mexico' }, chatId: 'chat-1', callId: 'call-1' });
    let state = run(initialState(launch), { type: 'analyze' }, { type: 'analysis-succeeded', reviewId: 'rev1', body });
    expect(state.submission).toEqual({ status: 'pending', body });
    state = run(state, { type: 'submission', status: 'failed' });
    expect(state.submission).toEqual({ status: 'failed', body });
    state = run(state, { type: 'submission', status: 'pending' }, { type: 'submission', status: 'succeeded' });
    expect(state.submission).toEqual({ status: 'succeeded', body: null });
    expect(state.chat?.answered).toBe(true);
    state = run(
      state,
      { type: 'new-scan' },
      { type: 'choose-category', category: 'family' },
      { type: 'analyze' },
      { type: 'analysis-succeeded', reviewId: 'rev2', body },
    );
    expect(state.submission).toBeNull();
    expect(state.chat?.chatId).toBe('chat-1');
  });

  it('builds the review_documents result of SPEC section 7', () => {
    expect(body).toEqual({
      name: 'review_documents',
      result: {
        input: { category: 'family', country: 'Mexico', comment: '' },
        output: { analyses: [], report: RESULT.report, caseId: null, reviewId: 'rev1' },
      },
    });
  });
});

describe('persistence', () => {
  it('keeps the step, choices, chat and review across a reload', () => {
    const launch = readChatLaunch({ prefill: { category: 'family', country: 'Mexico' }, chatId: 'chat-1', callId: 'call-1' });
    const state = run(
      initialState(launch),
      { type: 'set-comment', comment: 'hi' },
      { type: 'analyze' },
      { type: 'analysis-succeeded', reviewId: 'rev1', body },
    );
    const restored = deserialize(serialize(state));
    expect(restored).toMatchObject({
      step: REVIEW_STEP,
      category: 'family',
      country: 'Mexico',
      comment: 'hi',
      reviewId: 'rev1',
      chat: { chatId: 'chat-1', callId: 'call-1' },
    });
    // A result that had not reached the chat is sent again.
    expect(restored?.submission).toEqual({ status: 'pending', body });
  });

  it('goes back to Upload when the reload cut off an analysis', () => {
    const state = run(initialState(), { type: 'choose-category', category: 'family' }, { type: 'analyze' });
    expect(deserialize(serialize(state))).toMatchObject({ step: UPLOAD_STEP, category: 'family' });
  });

  it('ignores what it cannot read', () => {
    expect(deserialize(null)).toBeNull();
    expect(deserialize('not json')).toBeNull();
    expect(deserialize(JSON.stringify({ v: 99, step: 1 }))).toBeNull();
    expect(deserialize(JSON.stringify({ v: 1, step: 3, category: 'nope', reviewId: '../x' }))).toMatchObject({
      step: CATEGORY_STEP,
      reviewId: null,
    });
    expect(deserialize(JSON.stringify({ v: 1, step: 1, category: 'nope' }))).toMatchObject({ step: CATEGORY_STEP, category: null });
  });
});
