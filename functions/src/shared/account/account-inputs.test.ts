import { describe, expect, it } from 'vitest';
import { registrationSchema } from './account-inputs';

describe('registrationSchema (POST /users)', () => {
  it('takes what the web sends, and an email as text it does not keep', () => {
    expect(registrationSchema.parse({ displayName: 'Ana', photoURL: null })).toEqual({ displayName: 'Ana', photoURL: null });
    expect(registrationSchema.safeParse({ displayName: null, email: 'ana@example.test' }).success).toBe(true);
  });

  it.each([42, { address: 'a@b.c' }, ['a@b.c'], true])('refuses an email of the wrong type: %j', (email) => {
    const result = registrationSchema.safeParse({ displayName: 'Ana', email });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['email']);
  });

  it.each(['__proto__', 'constructor', 'role'])('refuses the unknown key %s', (key) => {
    const body: unknown = JSON.parse(`{"displayName":"Ana","${key}":{"admin":true}}`);
    expect(registrationSchema.safeParse(body).success).toBe(false);
  });
});
