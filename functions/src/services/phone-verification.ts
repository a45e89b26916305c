// Verifying the phone that SMS reminders go to (Settings → SMS Notifications): a random 6-digit code is sent by SMS
// through the Twilio extension (`messages`), and only a salted hash of it is stored, for 10 minutes and 5 tries.
// With the emulators no SMS leaves the machine: the code is read from the `messages` document
// (docs/deadlines.md, "Running the job locally").
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { config } from '../config';
import { confirmVerification, startVerification, type PendingVerification } from '../data/phone-verification-repo';
import { badRequest, tooManyRequests } from '../domain/errors';
import { log } from '../log';
import { toE164, VERIFICATION_CODE_LENGTH } from '../shared/settings/phone';
import type { PhoneVerificationStarted } from '../shared/settings/settings-views';
import type { Locale } from '../shared/i18n/locale';
import { msg } from '../shared/i18n/message';
import { render } from '../domain/i18n/render';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_TRIES = 5;
/** Codes one user may have sent per hour, and the wait between two. */
export const MAX_SENDS_PER_HOUR = 5;
export const RESEND_AFTER_MS = 30_000;
const HOUR_MS = 3_600_000;

const hashCode = (code: string, salt: string) => createHmac('sha256', salt).update(code).digest('hex');

function sameHash(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a, 'hex'), Buffer.from(b, 'hex')];
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** Demo projects (the `demo-` prefix) exist only in the emulators. */
const inEmulators = () => config.projectId.startsWith('demo-');

/**
 * Sends a new code to `phone` (any usual format; stored in E.164), the text in `locale`. Answers where it went and
 * until when.
 */
export async function sendPhoneCode(
  uid: string,
  phone: string,
  now = Date.now(),
  locale: Locale = 'en',
): Promise<PhoneVerificationStarted> {
  const e164 = toE164(phone);
  if (!e164) throw badRequest(msg('errors:checkThePhoneNumber'), { phone: msg('validation:enterMobileNumber') });
  const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
  const salt = randomBytes(16).toString('hex');
  const expiresAt = now + CODE_TTL_MS;
  const messageId = await startVerification(uid, (pending) => {
    const recent = (pending?.sentAt ?? []).filter((at) => now - at < HOUR_MS);
    const last = Math.max(0, ...recent);
    if (now - last < RESEND_AFTER_MS) {
      const wait = Math.ceil((RESEND_AFTER_MS - (now - last)) / 1000);
      throw tooManyRequests(msg('errors:codeJustSent', { seconds: wait }), wait);
    }
    if (recent.length >= MAX_SENDS_PER_HOUR) {
      const wait = Math.ceil((Math.min(...recent) + HOUR_MS - now) / 1000);
      throw tooManyRequests(msg('errors:tooManyCodesWereSentTo'), wait);
    }
    return {
      phone: e164,
      codeHash: hashCode(code, salt),
      salt,
      expiresAt,
      sentAt: [...recent, now],
      sms: { to: e164, body: render(locale, msg('account:phoneVerificationSms', { code, minutes: CODE_TTL_MS / 60_000 })) },
    };
  });
  // Never the code: in the emulators it is read from the messages document.
  if (inEmulators())
    log.info('phone verification code queued (emulators: no SMS is sent; read it from the messages document)', { uid, messageId });
  return { phoneEnding: e164.slice(-4), expiresAt: new Date(expiresAt).toISOString() };
}

function check(
  pending: PendingVerification | null,
  code: string,
  now: number,
): { kind: 'verified'; phone: string } | { kind: 'wrong'; attempts: number } {
  if (!pending || !pending.codeHash) throw badRequest(msg('errors:sendACodeToYourPhone'), { code: msg('errors:sendACodeToYourPhone') });
  if (pending.attempts >= MAX_TRIES) throw tooManyRequests(msg('errors:tooManyWrongCodesSendA'));
  if (now >= pending.expiresAt) throw badRequest(msg('errors:thatCodeHasExpired'), { code: msg('errors:thatCodeHasExpiredSendA') });
  if (sameHash(hashCode(code, pending.salt), pending.codeHash)) return { kind: 'verified', phone: pending.phone };
  return { kind: 'wrong', attempts: pending.attempts + 1 };
}

/** Checks the code; a right one saves the phone as verified and turns SMS Notifications on. */
export async function confirmPhoneCode(uid: string, code: string, now = Date.now()): Promise<void> {
  const outcome = await confirmVerification(uid, (pending) => check(pending, code, now));
  if (outcome.kind === 'wrong') {
    const left = MAX_TRIES - outcome.attempts;
    if (left <= 0) throw tooManyRequests(msg('errors:tooManyWrongCodesSendA'));
    throw badRequest(msg('errors:wrongCode'), { code: msg('errors:wrongCodeTriesLeft', { left }) });
  }
}
