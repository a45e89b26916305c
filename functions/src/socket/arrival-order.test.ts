import { describe, expect, it } from 'vitest';
import { arrivalOrder } from './arrival-order';

/** A check that settles when told to. */
function deferred() {
  let settle: (ok: boolean) => void = () => undefined;
  const promise = new Promise<void>((resolve, reject) => {
    settle = (ok) => (ok ? resolve() : reject(new Error('refused')));
  });
  return { promise, settle };
}

describe('arrivalOrder', () => {
  it('lets events go on in the order they arrived, whatever order their checks answer in', async () => {
    const inOrder = arrivalOrder();
    const checks = [deferred(), deferred(), deferred()];
    const passed: number[] = [];
    const turns = checks.map((check, i) => inOrder(check.promise).then(() => passed.push(i)));
    checks[2]?.settle(true);
    checks[1]?.settle(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(passed).toEqual([]);
    checks[0]?.settle(true);
    await Promise.all(turns);
    expect(passed).toEqual([0, 1, 2]);
  });

  it('answers a refused check in its turn and does not hold up the events after it', async () => {
    const inOrder = arrivalOrder();
    const [first, refused, last] = [deferred(), deferred(), deferred()];
    const outcomes: string[] = [];
    const turns = [first, refused, last].map((check, i) =>
      inOrder(check.promise).then(
        () => outcomes.push(`${i} ok`),
        () => outcomes.push(`${i} refused`),
      ),
    );
    // Refused before its turn: no unhandled rejection, and the refusal waits for the first event.
    refused.settle(false);
    last.settle(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(outcomes).toEqual([]);
    first.settle(true);
    await Promise.all(turns);
    expect(outcomes).toEqual(['0 ok', '1 refused', '2 ok']);
  });
});
