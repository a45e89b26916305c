// Helpers for tests that run against the local stack (started by `npm start -- exec -- …`).
import { randomUUID } from 'node:crypto';

const env = (name: string, fallback: string) => process.env[name] ?? fallback;

export const APP_URL = env('APP_URL', 'http://127.0.0.1:5000');
export const API_URL = env('API_URL', `${APP_URL}/api`);
export const CHAT_URL = env('CHAT_URL', 'http://127.0.0.1:5050');
export const AUTH_EMULATOR = `http://${env('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099')}`;
export const PROJECT_ID = env('GCLOUD_PROJECT', 'demo-immigration-ai');
export const STACK_MODE = env('STACK_MODE', 'offline');

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
  refreshToken: string;
}

/** A call to the Auth emulator's Identity Toolkit REST API (v1, or v2 for multi-factor), as the web SDK makes it. */
export async function identityToolkit(path: string, body: unknown, version: 'v1' | 'v2' = 'v1'): Promise<Record<string, string>> {
  const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/${version}/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, string>;
  if (!res.ok) throw new Error(`Auth emulator ${path}: ${JSON.stringify(json)}`);
  return json;
}

/** A real user in the Auth emulator, with a real ID token. */
export async function createTestUser(displayName = 'Test User'): Promise<TestUser> {
  const email = `user-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'correct-horse-1';
  const signUp = await identityToolkit('accounts:signUp', { email, password, displayName, returnSecureToken: true });
  const signIn = await identityToolkit('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return {
    uid: signUp['localId'] as string,
    email,
    password,
    idToken: signIn['idToken'] as string,
    refreshToken: signIn['refreshToken'] as string,
  };
}

/** A fresh ID token for an existing user (it carries the user's current claims, e.g. a new name). */
export async function signInWithPassword(email: string, password: string): Promise<string> {
  const signIn = await identityToolkit('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return signIn['idToken'] as string;
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls the API through Hosting, as the browser does. */
export async function api<T = Record<string, unknown>>(
  path: string,
  options: { method?: string; token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    headers['content-type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${API_URL}${path}`, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body });
  const type = res.headers.get('content-type') ?? '';
  const parsed = type.includes('application/json') ? await res.json() : await res.text();
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** An unsigned token shaped like the Auth emulator's, but already expired. */
export function expiredToken(uid: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const header = encode({ alg: 'none', typ: 'JWT' });
  const payload = encode({
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: now - 7200,
    user_id: uid,
    sub: uid,
    iat: now - 7200,
    exp: now - 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
  });
  return `${header}.${payload}.`;
}
