import { i18n } from '@/lib/i18n/i18n';
import type common from '@/locales/en/common.json';

type AuthErrorKey = keyof (typeof common)['authErrors'];

// The error catalogue of docs/SPEC.md section 8, word for word (the texts are in the common catalog, `authErrors`);
// the two-factor codes are not in the catalogue: our own words. Newer SDKs report a wrong email or password as one
// code (auth/invalid-credential), to avoid revealing which was wrong.
const MESSAGES: Record<string, AuthErrorKey> = {
  'auth/email-already-in-use': 'emailAlreadyInUse',
  'auth/invalid-email': 'invalidEmail',
  'auth/user-not-found': 'userNotFound',
  'auth/wrong-password': 'userNotFound',
  'auth/invalid-credential': 'userNotFound',
  'auth/invalid-login-credentials': 'userNotFound',
  'auth/popup-closed-by-user': 'popupClosedByUser',
  'auth/weak-password': 'weakPassword',
  'auth/user-disabled': 'userDisabled',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/invalid-verification-code': 'invalidVerificationCode',
  'auth/missing-verification-code': 'missingVerificationCode',
  'auth/code-expired': 'codeExpired',
  'auth/missing-verification-id': 'missingVerificationId',
  'auth/invalid-phone-number': 'invalidPhoneNumber',
  'auth/second-factor-already-in-use': 'secondFactorAlreadyInUse',
  'auth/maximum-second-factor-count-exceeded': 'maximumSecondFactorCountExceeded',
  'auth/unverified-email': 'unverifiedEmail',
  'auth/requires-recent-login': 'requiresRecentLogin',
  'auth/invalid-multi-factor-session': 'invalidMultiFactorSession',
  'auth/missing-multi-factor-session': 'invalidMultiFactorSession',
  'auth/quota-exceeded': 'quotaExceeded',
  'auth/captcha-check-failed': 'captchaCheckFailed',
  'auth/multi-factor-auth-required': 'multiFactorAuthRequired',
};

export function authErrorMessage(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const key = typeof code === 'string' ? MESSAGES[code] : undefined;
  if (key) return i18n.t(`common:authErrors.${key}`);
  return typeof message === 'string' && message ? message : i18n.t('common:authErrors.fallback');
}
