/**
 * A loader that runs `load` on first call and shares its promise with every later call; after a failure (a chunk
 * that did not arrive, offline) the next call runs it again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const attempt = load();
      attempt.catch(() => {
        if (pending === attempt) pending = undefined;
      });
      pending = attempt;
    }
    return pending;
  };
}
