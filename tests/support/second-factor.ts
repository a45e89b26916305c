// Two-factor sign-in against the Auth emulator, through the same REST calls the web SDK makes. The emulator sends no
// email or SMS: it lists the action links and codes it would have sent (docs/offline-stack.md, "What the emulators do not do either").
import { AUTH_EMULATOR, identityToolkit, PROJECT_ID, type TestUser } from './stack';

async function emulatorList<T>(kind: 'oobCodes' | 'verificationCodes'): Promise<T[]> {
  const res = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/${kind}`);
  if (!res.ok) throw new Error(`Auth emulator ${kind}: ${res.status}`);
  return ((await res.json()) as Record<string, T[] | undefined>)[kind] ?? [];
}

/** Opens the newest email-verification link sent to `email`, as the user would from their inbox. */
export async function openVerificationEmail(email: string): Promise<void> {
  const links = await emulatorList<{ email: string; requestType: string; oobLink: string }>('oobCodes');
  const link = links.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL').at(-1);
  if (!link) throw new Error(`no verification email was sent to ${email}`);
  const res = await fetch(link.oobLink);
  if (!res.ok) throw new Error(`verification link answered ${res.status}`);
}

/** Sends the verification email (as Settings does) and opens it. */
export async function verifyEmail(user: TestUser): Promise<void> {
  await identityToolkit('accounts:sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: user.idToken });
  await openVerificationEmail(user.email);
}

/** The newest SMS code the emulator "sent" to `phoneNumber`. */
export async function latestSmsCode(phoneNumber: string): Promise<string> {
  const codes = await emulatorList<{ phoneNumber: string; code: string }>('verificationCodes');
  const code = codes.filter((entry) => entry.phoneNumber === phoneNumber).at(-1);
  if (!code) throw new Error(`no SMS code was sent to ${phoneNumber}`);
  return code.code;
}

/** Enrols `phoneNumber` as the user's second factor; answers the new ID token (it carries the second factor). */
export async function enrolPhone(idToken: string, phoneNumber: string): Promise<string> {
  const start = await identityToolkit('accounts/mfaEnrollment:start', { idToken, phoneEnrollmentInfo: { phoneNumber } }, 'v2');
  const { sessionInfo } = start['phoneSessionInfo'] as unknown as { sessionInfo: string };
  const code = await latestSmsCode(phoneNumber);
  const done = await identityToolkit('accounts/mfaEnrollment:finalize', { idToken, phoneVerificationInfo: { sessionInfo, code } }, 'v2');
  return done['idToken'] as string;
}

/** Removes a second factor (by enrolment id); answers the new ID token. */
export async function withdrawFactor(idToken: string, mfaEnrollmentId: string): Promise<string> {
  return (await identityToolkit('accounts/mfaEnrollment:withdraw', { idToken, mfaEnrollmentId }, 'v2'))['idToken'] as string;
}

export interface PasswordSignIn {
  /** Set when the password was enough (no second factor). */
  idToken?: string;
  /** Set when a second factor is needed: finish with `finishSecondFactor`. */
  mfaPendingCredential?: string;
  mfaInfo?: { mfaEnrollmentId: string; phoneInfo: string }[];
}

export const passwordSignIn = (email: string, password: string) =>
  identityToolkit('accounts:signInWithPassword', { email, password, returnSecureToken: true }) as Promise<PasswordSignIn>;

/** Completes a sign-in that asked for a second factor, with the code sent to the enrolled phone. */
export async function finishSecondFactor(pending: PasswordSignIn, phoneNumber: string, code?: string): Promise<string> {
  const factor = pending.mfaInfo?.[0];
  if (!pending.mfaPendingCredential || !factor) throw new Error('this sign-in did not ask for a second factor');
  const start = await identityToolkit(
    'accounts/mfaSignIn:start',
    { mfaPendingCredential: pending.mfaPendingCredential, mfaEnrollmentId: factor.mfaEnrollmentId },
    'v2',
  );
  const { sessionInfo } = start['phoneResponseInfo'] as unknown as { sessionInfo: string };
  const done = await identityToolkit(
    'accounts/mfaSignIn:finalize',
    {
      mfaPendingCredential: pending.mfaPendingCredential,
      phoneVerificationInfo: { sessionInfo, code: code ?? (await latestSmsCode(phoneNumber)) },
    },
    'v2',
  );
  return done['idToken'] as string;
}
