/** A shared load: call it for the promise; `value` is what it gave, once a load has succeeded. */
export interface OnceLoader<T> {
  (): Promise<T>;
  readonly value: T | undefined;
}

/**
 * A loader that runs `load` on first call and shares its promise with every later call; after a failure (a chunk
 * that did not arrive, offline) the next call runs it again.
 */
export function loadOnce<T>(load: () => Promise<T>): OnceLoader<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  const loader = () => {
    if (!pending) {
      const attempt = load();
      attempt.then(
        (loaded) => (value = loaded),
        () => {
          if (pending === attempt) pending = undefined;
        },
      );
      pending = attempt;
    }
    return pending;
  };
  return Object.defineProperty(loader, 'value', { get: () => value }) as OnceLoader<T>;
}
