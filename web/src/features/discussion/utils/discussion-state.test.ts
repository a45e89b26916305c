import { describe, expect, it } from 'vitest';
import type { DiscussionMessage, DiscussionSummary } from '@shared/discussion/discussion-views';
import {
  discussionReducer,
  initialDiscussionState,
  lastIncomingSeq,
  mergeMessages,
  requestStateText,
  type PendingMessage,
} from './discussion-state';

const CASE = 'case0000000000000001';

const message = (seq: number, overrides: Partial<DiscussionMessage> = {}): DiscussionMessage => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  caseId: CASE,
  seq,
  authorRole: 'applicant',
  authorName: 'Maria Lopez',
  text: `message ${seq}`,
  keyed: null,
  attachments: [],
  createdAt: `2026-03-04T10:${String(seq).padStart(2, '0')}:00Z`,
  ...overrides,
});

const summary = (overrides: Partial<DiscussionSummary> = {}): DiscussionSummary => ({
  caseId: CASE,
  caseNumber: 'IA-2026-0001',
  caseName: 'Work visa',
  applicantName: 'Maria Lopez',
  status: 'Open',
  expertRequest: null,
  unread: 0,
  lastActivityAt: null,
  lastMessagePreview: null,
  ...overrides,
});

const pending = (id: string, status: PendingMessage['status'] = 'sending'): PendingMessage => ({
  id,
  text: 'hello',
  files: [],
  status,
  createdAt: '2026-03-04T11:00:00Z',
  error: null,
});

describe('mergeMessages', () => {
  it('keeps one copy of each message, in seq order, whatever order they arrive in', () => {
    const merged = mergeMessages([message(1), message(3)], [message(2), message(3), message(1)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('returns the same list when nothing is new, so nothing re-renders', () => {
    const current = [message(1), message(2)];
    expect(mergeMessages(current, [message(2)])).toBe(current);
    expect(mergeMessages(current, [])).toBe(current);
  });
});

describe('discussionReducer', () => {
  const joined = discussionReducer(initialDiscussionState(CASE), {
    type: 'page',
    page: { summary: summary(), viewerRole: 'applicant', messages: [message(1), message(2)] },
    presence: { caseId: CASE, expertOnline: false, applicantOnline: true },
  });

  it('loads a page and remembers the highest seq as the catch-up cursor', () => {
    expect(joined.loaded).toBe('loaded');
    expect(joined.lastSeq).toBe(2);
    expect(joined.viewerRole).toBe('applicant');
    expect(joined.presence?.expertOnline).toBe(false);
  });

  it('catches up after a reconnect without showing a message twice', () => {
    const live = discussionReducer(joined, { type: 'message', message: message(3) });
    const caughtUp = discussionReducer(live, {
      type: 'page',
      page: { summary: summary(), viewerRole: 'applicant', messages: [message(3), message(4)] },
    });
    expect(caughtUp.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(caughtUp.lastSeq).toBe(4);
    // A page without presence keeps the last known.
    expect(caughtUp.presence?.expertOnline).toBe(false);
  });

  it('ignores events of another case', () => {
    const other = message(9, { caseId: 'case0000000000000002' });
    expect(discussionReducer(joined, { type: 'message', message: other })).toBe(joined);
    expect(
      discussionReducer(joined, {
        type: 'presence',
        presence: { caseId: 'case0000000000000002', expertOnline: true, applicantOnline: true },
      }),
    ).toBe(joined);
  });

  it('moves a sent message from pending to stored when its ack or its broadcast arrives, once', () => {
    const stored = message(3);
    const sending = discussionReducer(joined, { type: 'send', message: pending(stored.id) });
    expect(sending.pending.map((p) => p.status)).toEqual(['sending']);
    const acked = discussionReducer(sending, { type: 'message', message: stored });
    expect(acked.pending).toEqual([]);
    const broadcast = discussionReducer(acked, { type: 'message', message: stored });
    expect(broadcast).toBe(acked);
    expect(broadcast.messages.filter((m) => m.id === stored.id)).toHaveLength(1);
  });

  it('marks a failed send, and a retry keeps the same id and place', () => {
    const a = pending('00000000-0000-4000-8000-00000000000a');
    const b = pending('00000000-0000-4000-8000-00000000000b');
    let state = discussionReducer(joined, { type: 'send', message: a });
    state = discussionReducer(state, { type: 'send', message: b });
    state = discussionReducer(state, { type: 'send-failed', id: a.id, error: 'Not sent' });
    expect(state.pending.map((p) => [p.id, p.status, p.error])).toEqual([
      [a.id, 'failed', 'Not sent'],
      [b.id, 'sending', null],
    ]);
    state = discussionReducer(state, { type: 'retrying', id: a.id });
    expect(state.pending.map((p) => p.status)).toEqual(['sending', 'sending']);
    expect(state.pending[0]?.id).toBe(a.id);
  });

  it('says a missing discussion is missing, and keeps a loaded one on a failed catch-up', () => {
    const missing = discussionReducer(initialDiscussionState(CASE), { type: 'failed', missing: true, error: 'Not found' });
    expect(missing.loaded).toBe('missing');
    expect(discussionReducer(joined, { type: 'failed', missing: false, error: 'Timed out' })).toBe(joined);
  });

  it('finds the newest message from the other side, for discussion:read', () => {
    const withExpert = discussionReducer(joined, {
      type: 'message',
      message: message(3, { authorRole: 'expert', authorName: 'Alex Rivera' }),
    });
    const withMine = discussionReducer(withExpert, { type: 'message', message: message(4) });
    expect(lastIncomingSeq(withMine)).toBe(3);
    // The expert's message is unread until read; the applicant's own is not.
    expect(withMine.summary?.unread).toBe(1);
    expect(discussionReducer(withMine, { type: 'unread', unread: 0 }).summary?.unread).toBe(0);
    expect(lastIncomingSeq(joined)).toBe(0);
  });
});

describe('requestStateText', () => {
  it('says where the case stands with the experts', () => {
    expect(requestStateText(summary(), 'applicant')).toBe('Not sent to an expert yet');
    const queued = summary({
      expertRequest: { state: 'queued', note: '', requestedAt: '2026-03-04T10:00:00Z', expertName: null, claimedAt: null },
    });
    expect(requestStateText(queued, 'applicant')).toBe('Waiting for an expert to take this case.');
    const assigned = summary({
      expertRequest: {
        state: 'assigned',
        note: '',
        requestedAt: '2026-03-04T10:00:00Z',
        expertName: 'Alex Rivera',
        claimedAt: '2026-03-04T10:05:00Z',
      },
    });
    expect(requestStateText(assigned, 'applicant')).toBe('Expert: Alex Rivera');
    expect(requestStateText(assigned, 'expert')).toBe('Applicant: Maria Lopez');
  });
});
