// One abort signal per reply that fires on the time budget or when the caller gives up.
// The SDK turns off undici's own header/body timeouts, so without this a silent endpoint would hang the chat forever.

export type DeadlineCause = 'timeout' | 'cancelled';

export interface Deadline {
  readonly signal: AbortSignal;
  /** Why the signal fired, or undefined while it has not (or fired only through dispose). */
  cause(): DeadlineCause | undefined;
  /** Stops the timer and aborts whatever request is still open, e.g. when the consumer stops reading early. */
  dispose(): void;
}

export function startDeadline(timeoutMs: number, outer?: AbortSignal): Deadline {
  const controller = new AbortController();
  let cause: DeadlineCause | undefined;

  const fire = (why: DeadlineCause): void => {
    if (controller.signal.aborted) return;
    cause = why;
    controller.abort(new Error(why === 'timeout' ? `No complete answer within ${timeoutMs} ms` : 'Cancelled by the caller'));
  };
  const onOuterAbort = (): void => fire('cancelled');

  const timer = setTimeout(() => fire('timeout'), timeoutMs);
  if (outer?.aborted) fire('cancelled');
  else outer?.addEventListener('abort', onOuterAbort, { once: true });

  return {
    signal: controller.signal,
    cause: () => cause,
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
      if (!controller.signal.aborted) controller.abort(new Error('Reply finished'));
    },
  };
}

// The SDK forwards the signal to fetch; untilAborted keeps the deadline exact even if some layer ignores it.
export { untilAborted } from '../../shared/abort';
