// What the account's routes accept: POST /users after a sign-in (shared/contracts/users.ts), POST /account/delete
// (shared/contracts/account.ts).
import { z } from 'zod';
import { issueText } from '../i18n/message';
import { singleLineText } from '../text';
import { httpsUrlSchema } from '../url';

// The profile's email is the verified token's, never the body's (services/users.ts); an `email` sent is ignored.
export const registrationSchema = z.object({
  displayName: singleLineText('labels:displayName', { max: 200, required: false })
    .nullish()
    .transform((name) => name || null),
  photoURL: httpsUrlSchema('labels:photoURL').nullish(),
});

// The user types DELETE in the confirmation dialog; a stray request without it deletes nothing.
export const accountDeletionSchema = z.object({
  confirm: z.literal('DELETE', { error: issueText('errors:typeDELETEToConfirm') }),
});
