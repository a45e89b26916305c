// Two-factor sign-in with Firebase Auth multi-factor (SMS codes; docs/security.md, "Two-factor sign-in"). Loaded
// on demand: the sign-in route only pulls it in when an account turns out to have a second factor.
import {
  getMultiFactorResolver,
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  type MultiFactorError,
  type MultiFactorResolver,
  type PhoneInfoOptions,
  type PhoneMultiFactorInfo,
  type User,
  type UserCredential,
} from 'firebase/auth';
import { phoneEnding } from '@shared/account/second-factor';
import { auth } from './firebase';

/** A step that texts a code to a phone and completes once the code is entered. */
export interface CodeChallenge<T> {
  /** The last digits of the phone the code goes to. */
  phoneEnding: string | null;
  /** Texts a (new) code. Firebase first runs an invisible reCAPTCHA check, which it renders into `container`. */
  send(container: HTMLElement): Promise<void>;
  /** Checks the code and completes the step; a wrong code rejects with auth/invalid-verification-code. */
  confirm(code: string): Promise<T>;
}

/** Runs Firebase's reCAPTCHA check in `container`, then texts the code; answers the id the code is checked against. */
async function textCode(options: PhoneInfoOptions, container: HTMLElement): Promise<string> {
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await new PhoneAuthProvider(auth).verifyPhoneNumber(options, verifier);
  } finally {
    verifier.clear();
  }
}

/** A code challenge over `options`; `complete` turns the entered code into the step's result. */
function codeChallenge<T>(
  ending: string | null,
  options: () => Promise<PhoneInfoOptions>,
  complete: (code: string, verificationId: string) => Promise<T>,
): CodeChallenge<T> {
  let verificationId: string | null = null;
  return {
    phoneEnding: ending,
    send: async (container) => {
      verificationId = await textCode(await options(), container);
    },
    confirm: (code) => {
      if (verificationId === null)
        return Promise.reject(Object.assign(new Error('Send a code first.'), { code: 'auth/missing-verification-id' }));
      return complete(code, verificationId);
    },
  };
}

const assertion = (verificationId: string, code: string) =>
  PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code));

const isPhoneFactor = (hint: { factorId: string }): hint is PhoneMultiFactorInfo => hint.factorId === PhoneMultiFactorGenerator.FACTOR_ID;

/**
 * The second step of a sign-in (or re-authentication) that Firebase refused with auth/multi-factor-auth-required;
 * null for any other error, or for an account whose only second factor is not a phone.
 */
export function secondStep(error: unknown): CodeChallenge<UserCredential> | null {
  if ((error as { code?: unknown } | null)?.code !== 'auth/multi-factor-auth-required') return null;
  const resolver: MultiFactorResolver = getMultiFactorResolver(auth, error as MultiFactorError);
  const hint = resolver.hints.find(isPhoneFactor);
  if (!hint) return null;
  return codeChallenge(
    phoneEnding(hint.phoneNumber),
    async () => ({ multiFactorHint: hint, session: resolver.session }),
    (code, verificationId) => resolver.resolveSignIn(assertion(verificationId, code)),
  );
}

/** Enrols `phoneNumber` (E.164) as the user's second factor once the code texted to it is entered. */
export function enrolment(user: User, phoneNumber: string): CodeChallenge<void> {
  return codeChallenge(
    phoneEnding(phoneNumber),
    async () => ({ phoneNumber, session: await multiFactor(user).getSession() }),
    (code, verificationId) => multiFactor(user).enroll(assertion(verificationId, code), 'Phone'),
  );
}

export const hasSecondFactor = (user: User): boolean => multiFactor(user).enrolledFactors.length > 0;

/** Removes every second factor: two-factor sign-in is off. Needs a recent sign-in. */
export async function removeSecondFactors(user: User): Promise<void> {
  for (const factor of [...multiFactor(user).enrolledFactors]) await multiFactor(user).unenroll(factor);
}
