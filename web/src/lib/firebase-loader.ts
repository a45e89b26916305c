// The Firebase Auth SDK in its own chunk, loaded once when first needed: /login paints and takes input without it,
// and it loads when a sign-in starts, a stored session is checked or an API call needs a token
// (docs/performance.md). A failed load (offline) is tried again on the next call.
import type { Auth } from 'firebase/auth';
import type * as AuthSdk from './auth-sdk';
import { loadOnce } from './load-once';

export interface LoadedAuth {
  auth: Auth;
  sdk: typeof AuthSdk;
}

export const loadAuth: () => Promise<LoadedAuth> = loadOnce(() =>
  Promise.all([import('./firebase'), import('./auth-sdk')]).then(([{ auth }, sdk]) => ({ auth, sdk })),
);

/** Starts loading the SDK ahead of a likely sign-in (a focused form field), so the click does not wait for it. */
export function preloadAuth(): void {
  loadAuth().catch(() => undefined);
}
