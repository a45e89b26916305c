// Keeps a socket's events in the order they arrived through a check whose answer takes a varying time (the shared
// rate limit answers from Redis in one round trip or two, transport/rate-limiter.ts). The checks run at once; each
// event goes on only after the one before it, so a burst of messages is still stored in the order it was sent.

/** Answers a gate: give it an event's check, and it settles as the check does, but never before the earlier ones. */
export function arrivalOrder(): (check: Promise<void>) => Promise<void> {
  let previous: Promise<unknown> = Promise.resolve();
  return (check) => {
    // A refusal is answered once its turn comes; until then it must not count as unhandled.
    check.catch(() => undefined);
    const turn = previous.then(() => check);
    previous = turn.catch(() => undefined);
    return turn;
  };
}
