import { describe, expect, it } from 'vitest';
import { channelsOf } from './reminder-delivery-repo';

describe('channelsOf', () => {
  it('email on by default, SMS only when on and a verified phone is saved', () => {
    expect(channelsOf('u', { email: 'a@example.test', displayName: 'Ada' })).toEqual({
      uid: 'u',
      email: 'a@example.test',
      displayName: 'Ada',
      emailOn: true,
      smsTo: null,
      locale: 'en',
    });
    expect(
      channelsOf('u', { email: 'a@example.test', settings: { emailNotifications: false, smsNotifications: true, phone: '+12025550123' } }),
    ).toMatchObject({
      emailOn: false,
      smsTo: null,
    });
    expect(channelsOf('u', { settings: { smsNotifications: true, verifiedPhone: '+12025550123' } })).toMatchObject({
      email: null,
      smsTo: '+12025550123',
    });
    expect(channelsOf('u', { settings: { smsNotifications: false, verifiedPhone: '+12025550123' } })).toMatchObject({ smsTo: null });
  });

  it('a missing or malformed user reads as defaults without an address', () => {
    expect(channelsOf('u', undefined)).toEqual({ uid: 'u', email: null, displayName: null, emailOn: true, smsTo: null, locale: 'en' });
    expect(channelsOf('u', { settings: { language: 'Spanish' } })).toMatchObject({ locale: 'es' });
    expect(channelsOf('u', { settings: { language: 'Klingon' } })).toMatchObject({ locale: 'en' });
    expect(channelsOf('u', { email: 42, settings: 'x' })).toMatchObject({ email: null, emailOn: true, smsTo: null });
    expect(channelsOf('u', { email: 'not-an-address' })).toMatchObject({ email: null });
  });
});
