// Build-time configuration. Defaults target the local emulator stack (project demo-immigration-ai). What depends on
// the page's address is read when used, so the sign-in page can also render at build time (app/login-prerender.tsx).
const vite = import.meta.env;

const projectId = vite.VITE_FIREBASE_PROJECT_ID ?? 'demo-immigration-ai';

export const env = {
  apiUrl: vite.VITE_API_URL ?? '/api',
  get socketUrl(): string {
    return vite.VITE_SOCKET_URL ?? `${window.location.protocol}//${window.location.hostname}:5050`;
  },
  firebase: {
    apiKey: vite.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
    authDomain: vite.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    projectId,
    storageBucket: vite.VITE_FIREBASE_STORAGE_BUCKET ?? `${projectId}.appspot.com`,
    appId: vite.VITE_FIREBASE_APP_ID ?? '1:000000000000:web:0000000000000000',
  },
  /** Demo projects only exist in the emulators, so they always use the Auth emulator. */
  get authEmulatorUrl(): string | undefined {
    return vite.VITE_AUTH_EMULATOR_URL ?? (projectId.startsWith('demo-') ? `http://${window.location.hostname}:9099` : undefined);
  },
} as const;
