// A value loaded on demand and reused for a while. Reference content changes rarely, and a chat server answering a
// burst of questions must not read four collections per message.
import { log } from '../log';

export interface TtlCache<T> {
  get(): Promise<T>;
  /** Forgets the value, so the next get() loads afresh. */
  clear(): void;
}

export function createTtlCache<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now): TtlCache<T> {
  let value: { data: T; loadedAt: number } | undefined;
  let inFlight: Promise<T> | undefined;

  const refresh = (): Promise<T> => {
    inFlight ??= load()
      .then((data) => {
        value = { data, loadedAt: now() };
        return data;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };

  return {
    async get() {
      if (value !== undefined && now() - value.loadedAt < ttlMs) return value.data;
      if (value === undefined) return refresh();
      // Stale: a failed reload keeps serving the last good copy, since slightly old reference content beats no
      // answer at all.
      const stale = value.data;
      return refresh().catch((error: unknown) => {
        log.warn('cache reload failed; serving the previous copy', {}, error);
        return stale;
      });
    },
    clear() {
      value = undefined;
    },
  };
}
