import { z } from 'zod';
import { issueText, msg, type LabelKey } from './i18n/message';

// The one pattern for ids that name our documents. Firestore's auto ids are 20 letters and digits, seeded ones use
// dashes, and client-chosen ids (chat UUIDs, message ids) keep to the same alphabet. Anything else cannot name a
// document of ours ("." and ".." are not even valid Firestore ids), so it is unknown without a lookup.
export const DOC_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export const isDocId = (value: unknown): value is string => typeof value === 'string' && DOC_ID_PATTERN.test(value);

/** A document id in a request body or query, with the field message for anything else. */
export const docIdSchema = (what: LabelKey) =>
  z
    .string({ error: issueText('validation:mustBeText') })
    .regex(DOC_ID_PATTERN, issueText('validation:notAValidWhatId', { what: msg(what) }));
