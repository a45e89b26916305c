// A word for the sign-in screen after a sign-out the user asked for (say, deleting their account). Kept in
// sessionStorage because the sign-out itself sends the app to /login, whatever route the screen meant to open.
const KEY = 'signOutNotice';

export function leaveSignOutNotice(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage can be unavailable (private modes); the notice is a courtesy.
  }
}

/** Whether a notice is waiting, without taking it. */
export function hasSignOutNotice(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

/** The notice, once: reading it removes it. */
export function takeSignOutNotice(): string | null {
  try {
    const message = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return message;
  } catch {
    return null;
  }
}
