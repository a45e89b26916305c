/** The two times Firebase keeps for an account, as `User.metadata` gives them (UTC strings, to the second). */
export interface SignInTimes {
  creationTime?: string;
  lastSignInTime?: string;
}

/**
 * The creation and the first sign-in of an account are one request, so their times differ by milliseconds; read to
 * the second they may straddle a second boundary, and a slow server may take a moment. Nobody signs out and back in
 * through the sign-in page within two seconds of signing up.
 */
const SAME_SIGN_IN_MS = 2_000;

/**
 * Whether the signed-in session is the account's first: the last sign-in is the one that created the account. It
 * stays so across reloads and navigation in that session (the times only move on a new sign-in, not on a token
 * refresh), and turns false at the next sign-in. Times that cannot be read count as a returning user, whom the
 * spec's "Welcome Back!" greets.
 */
export function isFirstSession({ creationTime, lastSignInTime }: SignInTimes): boolean {
  const created = creationTime ? Date.parse(creationTime) : Number.NaN;
  const lastSignIn = lastSignInTime ? Date.parse(lastSignInTime) : Number.NaN;
  if (Number.isNaN(created) || Number.isNaN(lastSignIn)) return false;
  return Math.abs(lastSignIn - created) <= SAME_SIGN_IN_MS;
}
