// Sensitive answers (Social Security and A-Numbers) are sealed field by field with AES-256-GCM before they are
// stored: a fresh 12-byte IV per value, and the question id as additional data, so a sealed SSN cannot be moved to
// another question unnoticed (docs/forms.md, "Sensitive answers").
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { answersKey } from './answers-key';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The format's version, first in every sealed value, so the scheme can change without guessing. */
const VERSION = 'v1';

/** "v1.<base64 of IV | tag | ciphertext>". */
export function seal(questionId: string, plain: string, key: Buffer = answersKey()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(questionId, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** The plain value; throws when the value was altered, sealed for another question, or with another key. */
export function unseal(questionId: string, sealed: string, key: Buffer = answersKey()): string {
  const [version, payload] = sealed.split('.');
  if (version !== VERSION || !payload) throw new Error('Not a sealed answer');
  const bytes = Buffer.from(payload, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(questionId, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
