import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerValue } from '@shared/forms/answer-rules';
import type { CaseFormsView } from '@shared/forms/form-views';
import { ApiError } from '@/lib/api-client';
import { caseForm, caseForms, question } from '../testing/form-views';
import { AnswerSaver, readPending, refusedAnswers, TYPING_DELAY_MS, withAnswers, type SaverOptions } from './answer-saver';

/** sessionStorage's part the saver uses, in memory. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const FORMS = caseForms([caseForm({ answered: 11 })]);

/** A server whose answers the test settles one by one, remembering each request's answers. */
function fakeServer() {
  const sent: Record<string, AnswerValue | null>[] = [];
  const replies: { resolve: (forms: CaseFormsView) => void; reject: (error: unknown) => void }[] = [];
  const send = (answers: Record<string, AnswerValue | null>) =>
    new Promise<CaseFormsView>((resolve, reject) => {
      sent.push(answers);
      replies.push({ resolve, reject });
    });
  const reply = async (outcome: CaseFormsView | Error) => {
    const next = replies.shift();
    if (!next) throw new Error('no request is waiting');
    if (outcome instanceof Error) next.reject(outcome);
    else next.resolve(outcome);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { sent, send, reply };
}

function setUp(storage = memoryStorage()) {
  const server = fakeServer();
  const saved: { forms: CaseFormsView; answers: Record<string, AnswerValue | null> }[] = [];
  const options: SaverOptions = {
    caseId: 'case-1',
    storage,
    send: server.send,
    onSaved: (forms, answers) => saved.push({ forms, answers }),
  };
  return { saver: new AnswerSaver(options), server, saved, storage };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('AnswerSaver', () => {
  it('waits for typing to pause, sends only the changed answers, and reports Saving then Saved', async () => {
    const { saver, server, saved, storage } = setUp();
    saver.edit('beneficiary.familyName', 'Gar', 'Gar', TYPING_DELAY_MS);
    await vi.advanceTimersByTimeAsync(TYPING_DELAY_MS - 100);
    saver.edit('beneficiary.familyName', 'García', 'García', TYPING_DELAY_MS);
    await vi.advanceTimersByTimeAsync(TYPING_DELAY_MS - 100);
    expect(server.sent).toEqual([]);
    // Kept before it is sent: a reload now loses nothing.
    expect(JSON.parse(storage.items.get('forms.pending.case-1') ?? '{}')).toEqual({
      'beneficiary.familyName': { draft: 'García', value: 'García' },
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(server.sent).toEqual([{ 'beneficiary.familyName': 'García' }]);
    expect(saver.getSnapshot().status).toBe('saving');
    await server.reply(FORMS);
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', pending: {} });
    expect(saved).toEqual([{ forms: FORMS, answers: { 'beneficiary.familyName': 'García' } }]);
    expect(storage.items.has('forms.pending.case-1')).toBe(false);
  });

  it('sends a click at once, and an empty answer as null', async () => {
    const { saver, server } = setUp();
    saver.edit('i-485.pt8.q1', true, true, 0);
    expect(server.sent).toEqual([{ 'i-485.pt8.q1': true }]);
    await server.reply(FORMS);
    saver.edit('beneficiary.middleName', '', null, 0);
    expect(server.sent[1]).toEqual({ 'beneficiary.middleName': null });
  });

  it('keeps an invalid answer on screen and in storage without sending it, until it is corrected', async () => {
    const { saver, server, storage } = setUp();
    saver.edit('beneficiary.aNumber', '12', undefined, 0);
    expect(server.sent).toEqual([]);
    expect(saver.getSnapshot().pending).toEqual({ 'beneficiary.aNumber': { draft: '12' } });
    expect(storage.items.get('forms.pending.case-1')).toContain('"draft":"12"');
    saver.edit('beneficiary.aNumber', '12345678', '12345678', 0);
    expect(server.sent).toEqual([{ 'beneficiary.aNumber': '12345678' }]);
  });

  it('keeps what failed to send, says why, and sends it again on retry', async () => {
    const { saver, server, storage } = setUp();
    saver.edit('beneficiary.givenName', 'Ana', 'Ana', 0);
    await server.reply(new TypeError('Failed to fetch'));
    expect(saver.getSnapshot()).toMatchObject({ status: 'failed', error: null });
    expect(saver.getSnapshot().pending['beneficiary.givenName']).toEqual({ draft: 'Ana', value: 'Ana' });
    expect(storage.items.get('forms.pending.case-1')).toContain('Ana');
    void saver.flush();
    expect(server.sent).toHaveLength(2);
    await server.reply(FORMS);
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', error: null, pending: {} });
    saver.edit('beneficiary.givenName', 'Ana María', 'Ana María', 0);
    await server.reply(new ApiError(503, 'The service is busy. Try again shortly.'));
    expect(saver.getSnapshot()).toMatchObject({ status: 'failed', error: 'The service is busy. Try again shortly.' });
  });

  it('shows a 400 next to the answers it names, holds them back, and sends the others again', async () => {
    const { saver, server } = setUp();
    saver.edit('beneficiary.aNumber', '123456789', '123456789', TYPING_DELAY_MS);
    saver.edit('beneficiary.givenName', 'Ana', 'Ana', 0);
    expect(server.sent).toEqual([{ 'beneficiary.aNumber': '123456789', 'beneficiary.givenName': 'Ana' }]);
    await server.reply(new ApiError(400, 'Invalid input', 'invalid-argument', { 'answers.beneficiary.aNumber': 'Not an A-Number.' }));
    expect(saver.getSnapshot().refused).toEqual({ 'beneficiary.aNumber': 'Not an A-Number.' });
    expect(saver.getSnapshot().pending['beneficiary.aNumber']).toEqual({ draft: '123456789' });
    expect(server.sent[1]).toEqual({ 'beneficiary.givenName': 'Ana' });
    await server.reply(FORMS);
    // An edit clears the server's message: the new answer has not been judged yet.
    saver.edit('beneficiary.aNumber', '12345678', '12345678', 0);
    expect(saver.getSnapshot().refused).toEqual({});
    expect(server.sent[2]).toEqual({ 'beneficiary.aNumber': '12345678' });
  });

  it('sends one request at a time: an answer changed meanwhile goes next and stays pending until then', async () => {
    const { saver, server } = setUp();
    saver.edit('beneficiary.givenName', 'Ana', 'Ana', 0);
    saver.edit('beneficiary.givenName', 'Ana María', 'Ana María', 0);
    expect(server.sent).toHaveLength(1);
    await server.reply(FORMS);
    expect(server.sent[1]).toEqual({ 'beneficiary.givenName': 'Ana María' });
    expect(saver.getSnapshot().pending['beneficiary.givenName']?.draft).toBe('Ana María');
    await server.reply(FORMS);
    expect(saver.getSnapshot().pending).toEqual({});
  });

  it('takes up the edits a reload left behind, and drops what it cannot read', async () => {
    const storage = memoryStorage();
    storage.setItem(
      'forms.pending.case-1',
      JSON.stringify({ 'beneficiary.givenName': { draft: 'Ana', value: 'Ana' }, broken: { draft: { nested: 1 } }, bare: 3 }),
    );
    const { saver, server } = setUp(storage);
    expect(Object.keys(saver.getSnapshot().pending)).toEqual(['beneficiary.givenName']);
    void saver.flush();
    expect(server.sent).toEqual([{ 'beneficiary.givenName': 'Ana' }]);
    storage.setItem('forms.pending.case-2', 'not json');
    expect(readPending(storage, 'case-2')).toEqual({});
    expect(readPending(null, 'case-1')).toEqual({});
  });

  it('tells its listeners of every change', () => {
    const { saver } = setUp();
    const listener = vi.fn();
    const unsubscribe = saver.subscribe(listener);
    saver.edit('beneficiary.aNumber', '1', undefined, 0);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    saver.edit('beneficiary.aNumber', '12', undefined, 0);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('the saver helpers', () => {
  it("reads a 400's fields by question id", () => {
    expect(refusedAnswers({ 'answers.petitioner.address.0.zip': 'Five digits.', 'beneficiary.ssn': 'Nine digits.' })).toEqual({
      'petitioner.address.0.zip': 'Five digits.',
      'beneficiary.ssn': 'Nine digits.',
    });
    expect(refusedAnswers(undefined)).toEqual({});
  });

  it('puts the saved answers in place in the questions, unmasked', () => {
    const view = { questions: [question({ id: 'beneficiary.ssn', value: '•••-••-6789', masked: true, prefilled: true }), question()] };
    expect(withAnswers(view, { 'beneficiary.ssn': '123456789' }).questions).toEqual([
      question({ id: 'beneficiary.ssn', value: '123456789', masked: false, prefilled: false }),
      question(),
    ]);
    expect(withAnswers(view, { 'beneficiary.ssn': null }).questions[0]?.value).toBeNull();
  });
});
