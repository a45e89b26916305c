// The key that seals sensitive form answers (./sealed-answers.ts): from the ANSWERS_KEY secret in production, from
// the local stack's key file offline (emulators/launcher.ts), never from the repository (docs/forms.md).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { config } from '../config';
import { log } from '../log';

const KEY_BYTES = 32;
let key: Buffer | undefined;

function decodeKey(base64: string, from: string): Buffer {
  const bytes = Buffer.from(base64.trim(), 'base64');
  if (bytes.length !== KEY_BYTES) throw new Error(`The answers key from ${from} is not ${KEY_BYTES} bytes of base64`);
  return bytes;
}

/** The AES-256 key; a deployed service without one refuses to seal anything rather than use a made-up key. */
export function answersKey(): Buffer {
  if (key) return key;
  const { value, file, deployed } = config.answersKey;
  if (value) key = decodeKey(value, 'ANSWERS_KEY');
  else if (file) key = decodeKey(readFileSync(file, 'utf8'), file);
  else if (deployed) throw new Error('ANSWERS_KEY is not set: bind the Secret Manager secret to the service');
  else {
    // In-process tests: a key for this process only, so nothing sealed outlives it.
    log.warn('No answers key configured; sealing with a key for this process only');
    key = randomBytes(KEY_BYTES);
  }
  return key;
}
