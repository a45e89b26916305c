// A screen's state kept in sessionStorage so it survives a reload (the eligibility and document review wizards).
// Storage that is full, blocked or holds something unreadable never breaks the screen: it only forgets.
import { useEffect } from 'react';

/** The stored state, or null when there is none or it cannot be read. */
export function readSessionState<T>(key: string, deserialize: (raw: string | null) => T | null): T | null {
  try {
    return deserialize(sessionStorage.getItem(key));
  } catch {
    return null;
  }
}

/** Stores `state` after each change, and removes it while `isPristine(state)` (nothing worth keeping). */
export function useSessionState<T>(key: string, state: T, serialize: (state: T) => string, isPristine: (state: T) => boolean): void {
  useEffect(() => {
    try {
      if (isPristine(state)) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, serialize(state));
    } catch {
      // Storage full or blocked: the screen still works, it just forgets on reload.
    }
  }, [key, state, serialize, isPristine]);
}
