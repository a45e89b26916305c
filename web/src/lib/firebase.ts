import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, browserPopupRedirectResolver, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { env } from '@/config/env';

export const firebaseApp = initializeApp(env.firebase);
// localStorage persistence only (no IndexedDB layer), which keeps the login route's script small.
export const auth = initializeAuth(firebaseApp, {
  persistence: browserLocalPersistence,
  popupRedirectResolver: browserPopupRedirectResolver,
});
if (env.authEmulatorUrl) connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
