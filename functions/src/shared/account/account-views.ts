// The answers of the account's routes: sign-in (shared/contracts/users.ts), the security activity log
// (shared/contracts/audit.ts). Schemas, so the answers are checked against them outside production; the web imports
// the types only.
import { z } from 'zod';
import { messageSchema } from '../i18n/message-schema';
import { AUDIT_EVENT_KINDS } from './audit-events';

/** users/{uid} as the API answers it. */
export const userProfileSchema = z.strictObject({
  uid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  /** ISO timestamps; null while the server timestamp is pending. */
  createdAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** POST /users */
export const registeredUserSchema = z.strictObject({ user: userProfileSchema });

/** GET /verify: who the token names, and their profile (null before the first POST /users). */
export const verifiedUserSchema = z.strictObject({
  uid: z.string(),
  email: z.string().nullable(),
  profile: userProfileSchema.nullable(),
});

export const auditEventSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(AUDIT_EVENT_KINDS),
  /**
   * The browser and system it came from, as stored: the English rendering of `deviceKeyed` ("Chrome on Windows"), or
   * an older event's English name; null when unknown.
   */
  device: z.string().nullable(),
  /** The device name as a Message, which the reader renders in their language; null for an older event. */
  deviceKeyed: messageSchema.nullable(),
  /** ISO timestamp. */
  at: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** GET /audit-log: newest first. */
export const auditLogSchema = z.strictObject({ events: z.array(auditEventSchema) });
