// The signed-in user and token, kept in localStorage as `authUser` and `authToken` (docs/SPEC.md section 3).
export interface StoredUser {
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

const USER_KEY = 'authUser';
const TOKEN_KEY = 'authToken';

export function readStoredAuth(): { user: StoredUser | null; token: string | null } {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return { user: raw ? (JSON.parse(raw) as StoredUser) : null, token: localStorage.getItem(TOKEN_KEY) };
  } catch {
    return { user: null, token: null };
  }
}

export function writeStoredAuth(user: StoredUser, token: string): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearStoredAuth(): void {
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(TOKEN_KEY);
}
