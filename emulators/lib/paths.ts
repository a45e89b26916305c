import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const PROJECT_ID = 'demo-immigration-ai';
// STACK_DATA_DIR lets the restart test keep its data apart from a developer's.
export const PERSISTENT_DATA_DIR = process.env['STACK_DATA_DIR'] ?? join(ROOT, '.emulator-data');

export const PORTS = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  storage: 9199,
  chat: 5050,
  redis: 6390,
  vite: 5173,
} as const;

export const HOST = '127.0.0.1';
export const APP_URL = `http://${HOST}:${PORTS.hosting}`;

export const DEMO_USER = {
  email: 'demo@immigration-ai.test',
  password: 'demo-password-2026',
  displayName: 'Demo Applicant',
} as const;

/** The demo expert (issue 13): the `role: "expert"` claim and a roster entry, as `npm run admin -- grant-expert` gives. */
export const DEMO_EXPERT = {
  email: 'expert@immigration-ai.test',
  password: 'expert-password-2026',
  displayName: 'Alex Rivera',
} as const;
