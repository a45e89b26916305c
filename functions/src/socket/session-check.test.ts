// The chat socket's sign-in upkeep with fake timers and a fake Auth: which events wait for a check, when the
// background checks run, and when the session ends.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unauthenticated, unavailable } from '../domain/errors';
import type { SignedInUser } from '../domain/signed-in-user';
import { log } from '../log';
import { createSocketSession, type SessionCheckOptions, type SocketSession } from './session-check';
import { renderEnglish } from '../domain/i18n/render';
import { msg } from '../shared/i18n/message';

const ALICE: SignedInUser = { uid: 'alice', role: 'applicant' };
const OPTIONS: SessionCheckOptions = { intervalMs: 45_000, maxAgeMs: 60_000, retryMs: 5_000 };

/** A fake Auth: each check waits `latencyMs`, then answers what `verdict` says for the token. */
function fakeAuth(latencyMs = 50) {
  const calls: string[] = [];
  let verdict: (token: string) => SignedInUser | Error = () => ALICE;
  const check = vi.fn(async (token: string) => {
    calls.push(token);
    await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const answer = verdict(token);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return {
    check,
    calls,
    answer: (next: (token: string) => SignedInUser | Error) => {
      verdict = next;
    },
  };
}

let sessions: SocketSession[] = [];
function start(auth: ReturnType<typeof fakeAuth>, options: Partial<SessionCheckOptions> = {}) {
  const ended: string[] = [];
  const session = createSocketSession({
    user: ALICE,
    token: 't1',
    check: auth.check,
    options: { ...OPTIONS, ...options },
    onEnd: (m) => ended.push(renderEnglish(m)),
  });
  sessions.push(session);
  return { session, ended };
}

/** Settles a promise under fake timers, as `{ ok }` or the error's message. */
async function outcome(promise: Promise<void>, advanceMs = 100): Promise<string> {
  const settled = promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  await vi.advanceTimersByTimeAsync(advanceMs);
  return settled;
}

beforeEach(() => {
  vi.useFakeTimers();
  // The wait before each background check is then exactly intervalMs.
  vi.spyOn(Math, 'random').mockReturnValue(1);
  vi.spyOn(log, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  for (const session of sessions) session.close();
  sessions = [];
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('events', () => {
  it('use the last check while it is younger than maxAgeMs: no round trip per event', async () => {
    const auth = fakeAuth();
    const { session } = start(auth, { intervalMs: 600_000 });
    for (let i = 0; i < 5; i += 1) {
      expect(await outcome(session.ensureFresh(), 10_000)).toBe('ok');
    }
    expect(auth.calls).toEqual([]);
  });

  it('wait for a new check once the last one is older than maxAgeMs, and share it', async () => {
    const auth = fakeAuth();
    const { session } = start(auth, { intervalMs: 600_000 });
    await vi.advanceTimersByTimeAsync(60_001);
    const both = Promise.all([session.ensureFresh(), session.ensureFresh()]);
    expect(auth.calls).toEqual(['t1']);
    await vi.advanceTimersByTimeAsync(50);
    await both;
    expect(await outcome(session.ensureFresh())).toBe('ok');
    expect(auth.calls).toEqual(['t1']);
  });

  it('are each checked with maxAgeMs 0', async () => {
    const auth = fakeAuth();
    const { session } = start(auth, { maxAgeMs: 0, intervalMs: 600_000 });
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome(session.ensureFresh())).toBe('ok');
    expect(await outcome(session.ensureFresh())).toBe('ok');
    expect(auth.calls).toEqual(['t1', 't1']);
  });

  it("fail with 'Invalid token' once the account is revoked, and the session ends after the event has heard why", async () => {
    const auth = fakeAuth();
    const { session, ended } = start(auth, { maxAgeMs: 0, intervalMs: 600_000 });
    auth.answer(() => unauthenticated(msg('errors:invalidToken')));
    await vi.advanceTimersByTimeAsync(1);
    const order: string[] = [];
    const event = session.ensureFresh().catch((error: Error) => {
      order.push(`event: ${error.message}`);
      order.push(`ended so far: ${ended.length}`);
    });
    await vi.advanceTimersByTimeAsync(100);
    await event;
    expect(order).toEqual(['event: Invalid token', 'ended so far: 0']);
    expect(ended).toEqual(['Invalid token']);
    expect(session.ended).toEqual(msg('errors:invalidToken'));
    // Nothing more is served, and Auth is not asked again.
    expect(await outcome(session.ensureFresh())).toBe('Invalid token');
    expect(auth.calls).toHaveLength(1);
  });

  it('fail with unavailable, without ending the session, when Auth cannot be reached', async () => {
    const auth = fakeAuth();
    const { session, ended } = start(auth, { maxAgeMs: 0, intervalMs: 600_000 });
    auth.answer(() => unavailable(msg('errors:signInCheckUnavailable')));
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome(session.ensureFresh())).toBe('Could not check your sign-in right now. Please try again.');
    expect(session.ended).toBeNull();
    auth.answer(() => ALICE);
    expect(await outcome(session.ensureFresh())).toBe('ok');
    expect(ended).toEqual([]);
  });
});

describe('background checks', () => {
  it('run every intervalMs without any event, and end a revoked session', async () => {
    const auth = fakeAuth();
    const { ended } = start(auth);
    await vi.advanceTimersByTimeAsync(44_999);
    expect(auth.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1 + 50);
    expect(auth.calls).toEqual(['t1']);
    // Each wait starts when the previous check has answered (50 ms later).
    await vi.advanceTimersByTimeAsync(45_000 + 50);
    expect(auth.calls).toEqual(['t1', 't1']);

    auth.answer(() => unauthenticated(msg('errors:invalidToken')));
    await vi.advanceTimersByTimeAsync(45_000 + 100);
    expect(ended).toEqual(['Invalid token']);
    await vi.advanceTimersByTimeAsync(10 * 45_000);
    expect(auth.calls).toHaveLength(3);
  });

  it('spread over 80–100 % of the interval', async () => {
    vi.mocked(Math.random).mockReturnValue(0);
    const auth = fakeAuth();
    start(auth);
    await vi.advanceTimersByTimeAsync(35_999);
    expect(auth.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(auth.calls).toEqual(['t1']);
  });

  it('retry after retryMs when Auth cannot be reached', async () => {
    const auth = fakeAuth();
    const { ended } = start(auth);
    auth.answer(() => unavailable(msg('errors:signInCheckUnavailable')));
    await vi.advanceTimersByTimeAsync(45_000 + 50);
    expect(auth.calls).toHaveLength(1);
    auth.answer(() => ALICE);
    await vi.advanceTimersByTimeAsync(5_000 + 50);
    expect(auth.calls).toHaveLength(2);
    expect(ended).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith(
      'chat socket sign-in check failed; retrying',
      { uid: 'alice' },
      expect.objectContaining({ code: 'unavailable' }),
    );
  });

  it('stop when the socket closes', async () => {
    const auth = fakeAuth();
    const { session, ended } = start(auth);
    session.close();
    auth.answer(() => unauthenticated(msg('errors:invalidToken')));
    await vi.advanceTimersByTimeAsync(10 * 45_000);
    expect(auth.calls).toEqual([]);
    expect(ended).toEqual([]);
  });
});

describe('a refreshed token', () => {
  it('of the same user is checked at once and used from then on', async () => {
    const auth = fakeAuth();
    const { session } = start(auth);
    expect(await outcome(session.replaceToken('t2'))).toBe('ok');
    await vi.advanceTimersByTimeAsync(45_000 + 50);
    expect(auth.calls).toEqual(['t2', 't2']);
  });

  it("of another user ends the session with 'Invalid token'", async () => {
    const auth = fakeAuth();
    auth.answer((token) => (token === 'bob' ? { uid: 'bob', role: 'applicant' } : ALICE));
    const { session, ended } = start(auth);
    expect(await outcome(session.replaceToken('bob'))).toBe('Invalid token');
    expect(ended).toEqual(['Invalid token']);
  });

  it('that is refused ends the session', async () => {
    const auth = fakeAuth();
    auth.answer((token) => (token === 'forged' ? unauthenticated(msg('errors:invalidToken')) : ALICE));
    const { session, ended } = start(auth);
    expect(await outcome(session.replaceToken('forged'))).toBe('Invalid token');
    expect(ended).toEqual(['Invalid token']);
  });

  it('decides an event that was waiting on the expired one', async () => {
    const auth = fakeAuth();
    auth.answer((token) => (token === 't1' ? unauthenticated(msg('errors:tokenExpired')) : ALICE));
    const { session, ended } = start(auth, { maxAgeMs: 0, intervalMs: 600_000 });
    await vi.advanceTimersByTimeAsync(1);
    const event = session.ensureFresh();
    const refresh = session.replaceToken('t2');
    expect(await outcome(event)).toBe('ok');
    expect(await outcome(refresh)).toBe('ok');
    expect(ended).toEqual([]);
  });

  it("is needed within the hour: an expired one without a successor ends the session with 'Token expired'", async () => {
    const auth = fakeAuth();
    const { ended } = start(auth);
    auth.answer(() => unauthenticated(msg('errors:tokenExpired')));
    await vi.advanceTimersByTimeAsync(45_000 + 100);
    expect(ended).toEqual(['Token expired']);
  });
});
