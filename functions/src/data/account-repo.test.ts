import { describe, expect, it } from 'vitest';
import { accountDocSchema } from './account-repo';

describe('accountDocSchema', () => {
  it('reads the account fields, passing the billing ones on as stored', () => {
    const stored = {
      email: 'ana@example.test',
      displayName: 'Ana',
      settings: { language: 'es' },
      billingEmail: 7,
      invoicePreferences: { format: 'pdf' },
    };
    expect(accountDocSchema.parse(stored)).toEqual(stored);
  });

  it('reads an account not stored yet as an empty one', () => {
    expect(accountDocSchema.parse({})).toEqual({
      email: null,
      displayName: null,
      settings: {},
      billingEmail: undefined,
      invoicePreferences: undefined,
    });
  });

  it('refuses settings that are not a map', () => {
    expect(accountDocSchema.safeParse({ settings: ['es'] }).success).toBe(false);
    expect(accountDocSchema.safeParse({ settings: 'es' }).success).toBe(false);
  });
});
