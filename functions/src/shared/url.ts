// URLs users may give us (a profile photo): https only. A javascript:, data: or http: URL would run script or load
// mixed content wherever the web renders it, so it is refused rather than stored.
import { singleLineText } from './text';
import { issueText, type LabelKey } from './i18n/message';

export const MAX_URL_LENGTH = 2048;

/** True for an absolute https URL with a host and no credentials. */
export function isHttpsUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

/** An https URL, with the text rules of shared/text.ts (no control or invisible characters). */
export const httpsUrlSchema = (label: LabelKey) =>
  singleLineText(label, {
    max: MAX_URL_LENGTH,
    messages: { type: issueText('validation:mustBeAURL'), lineBreak: issueText('validation:mustBeAURL') },
  }).refine(isHttpsUrl, issueText('validation:mustBeAnHttpsURL'));
