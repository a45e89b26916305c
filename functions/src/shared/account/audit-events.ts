// The security activity a user can review in Settings: sensitive things done with their account. Pure, so the
// Settings screen names each kind with the same words as the API.

export const AUDIT_EVENT_KINDS = [
  'sign-in-new-device',
  'two-factor-enabled',
  'two-factor-disabled',
  'two-factor-changed',
  'data-export',
  'account-deletion',
  'share-link-created',
  'share-link-revoked',
] as const;
export type AuditEventKind = (typeof AUDIT_EVENT_KINDS)[number];

export const AUDIT_EVENT_LABELS: Record<AuditEventKind, string> = {
  'sign-in-new-device': 'Sign-in from a new device',
  'two-factor-enabled': 'Two-factor authentication turned on',
  'two-factor-disabled': 'Two-factor authentication turned off',
  'two-factor-changed': 'Two-factor phone number changed',
  'data-export': 'Your data was downloaded',
  'account-deletion': 'Account deletion requested',
  'share-link-created': 'A share link was created',
  'share-link-revoked': 'A share link was revoked',
};
