// What the account's routes accept: POST /users after a sign-in (shared/contracts/users.ts), POST /account/delete
// (shared/contracts/account.ts).
import { z } from 'zod';
import { issueText } from '../i18n/message';
import { singleLineText } from '../text';
import { httpsUrlSchema } from '../url';

// The profile's email is the verified token's, never the body's (services/users.ts): an `email` sent is checked to
// be text, then ignored. Any other key (a typo, `__proto__`, `role`) is refused, so a client with a bug hears of it.
export const registrationSchema = z.strictObject({
  displayName: singleLineText('labels:displayName', { max: 200, required: false })
    .nullish()
    .transform((name) => name || null),
  photoURL: httpsUrlSchema('labels:photoURL').nullish(),
  email: singleLineText('labels:email', { max: 320, required: false }).nullish(),
});

// The user types DELETE in the confirmation dialog; a stray request without it deletes nothing.
export const accountDeletionSchema = z.object({
  confirm: z.literal('DELETE', { error: issueText('errors:typeDELETEToConfirm') }),
});
