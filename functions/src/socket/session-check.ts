// Keeps a chat socket's sign-in current after the handshake. Firebase Auth is asked again (checkRevoked: one round
// trip) by a timer per socket, so the events themselves normally use the last answer and pay nothing; an event waits
// for a new answer only when the last one that passed is older than `maxAgeMs` (the timer is late or Auth was
// unreachable). Per-socket timers, not a sweep: no loop over every socket, and checks spread over the interval.
import { DomainError, unauthenticated } from '../domain/errors';
import type { SignedInUser } from '../domain/signed-in-user';
import { log } from '../log';
import { msg } from '../shared/i18n/message';
import type { Message } from '../shared/i18n/message';

export interface SessionCheckOptions {
  /** How often each socket is checked in the background; each wait is 80–100 % of it, so sockets spread out. */
  intervalMs: number;
  /** An event waits for a new check when the last one that passed is older than this; 0 checks on every event. */
  maxAgeMs: number;
  /** The next background try after Auth could not be reached. */
  retryMs: number;
}

/** Every socket is checked at least every 45 s, and no event is served on a check older than 60 s. */
export const DEFAULT_SESSION_CHECK: SessionCheckOptions = { intervalMs: 45_000, maxAgeMs: 60_000, retryMs: 5_000 };

/** Verifies an ID token with the revocation check; throws `unauthenticated`, or `unavailable` when Auth is unreachable. */
export type RevocationCheck = (token: string) => Promise<SignedInUser>;

export interface SocketSession {
  /** Resolves when the sign-in is recent enough to serve an event; rejects with why not. */
  ensureFresh(): Promise<void>;
  /** A refreshed ID token of the same user, checked at once; a bad one ends the session. */
  replaceToken(token: string): Promise<void>;
  /** Stops the checks: the socket is gone. */
  close(): void;
  /** Why the session ended ('Invalid token', 'Token expired'), or null while it lasts. */
  readonly ended: Message | null;
}

interface SessionArgs {
  user: SignedInUser;
  /** The handshake's token, just verified with the revocation check. */
  token: string;
  check: RevocationCheck;
  options: SessionCheckOptions;
  /** Called once, when a check refuses the token: the socket is to be told and disconnected. */
  onEnd: (message: Message) => void;
}

export function createSocketSession({ user, token, check, options, onEnd }: SessionArgs): SocketSession {
  /** The newest token the client presented; a failure of an older one's check no longer counts. */
  let latest = token;
  let checkedAt = Date.now();
  let inFlight: { token: string; done: Promise<void> } | null = null;
  let timer: NodeJS.Timeout | undefined;
  let ended: Message | null = null;
  let closed = false;

  function schedule(ms: number): void {
    clearTimeout(timer);
    if (closed || ended !== null) return;
    timer = setTimeout(() => {
      // Failures are handled in run(); nothing waits on this one.
      checkLatest().catch(() => undefined);
    }, ms);
    timer.unref();
  }

  function end(message: Message): void {
    if (ended !== null) return;
    ended = message;
    clearTimeout(timer);
    // Deferred, so that an event waiting on this check is acknowledged with the error before the disconnect.
    setImmediate(() => {
      if (!closed) onEnd(message);
    });
  }

  async function run(candidate: string): Promise<void> {
    const startedAt = Date.now();
    try {
      const checked = await check(candidate);
      if (checked.uid !== user.uid) throw unauthenticated(msg('errors:invalidToken'));
      checkedAt = Math.max(checkedAt, startedAt);
      if (candidate === latest) schedule(Math.round(options.intervalMs * (0.8 + 0.2 * Math.random())));
    } catch (error) {
      // The client has since presented a newer token: that one decides.
      if (candidate !== latest) return checkLatest();
      if (error instanceof DomainError && error.code === 'unauthenticated') {
        end(error.userMessage);
      } else {
        log.warn('chat socket sign-in check failed; retrying', { uid: user.uid }, error);
        schedule(options.retryMs);
      }
      throw error;
    }
  }

  function checkLatest(): Promise<void> {
    if (ended !== null) return Promise.reject(unauthenticated(ended));
    if (inFlight?.token === latest) return inFlight.done;
    const current = { token: latest, done: run(latest) };
    inFlight = current;
    void current.done
      .catch(() => undefined)
      .finally(() => {
        if (inFlight === current) inFlight = null;
      });
    return current.done;
  }

  schedule(Math.round(options.intervalMs * (0.8 + 0.2 * Math.random())));

  return {
    async ensureFresh() {
      if (ended !== null) throw unauthenticated(ended);
      if (Date.now() - checkedAt < options.maxAgeMs) return;
      await checkLatest();
    },
    async replaceToken(next) {
      if (ended !== null) throw unauthenticated(ended);
      if (next !== latest) latest = next;
      await checkLatest();
    },
    close() {
      closed = true;
      clearTimeout(timer);
    },
    get ended() {
      return ended;
    },
  };
}
