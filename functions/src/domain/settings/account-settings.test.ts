import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../shared/settings/settings';
import { phoneVerified, settingsUpdate, SMS_NEEDS_VERIFIED_PHONE, toSettings, withPhoneRules } from './account-settings';
import { renderEnglish } from '../i18n/render';

const OFF = { enabled: false, phoneEnding: null };
const DEFAULTS = { ...DEFAULT_PREFERENCES, twoFactor: false, twoFactorPhoneEnding: null, phoneVerified: false };

describe('toSettings', () => {
  it('shows the stored profile and preferences', () => {
    const settings = toSettings(
      { email: 'ada@example.test', displayName: 'Ada', settings: { phone: '+1 555', darkMode: true, language: 'French' } },
      { email: 'token@example.test', name: 'Token Name' },
      OFF,
    );
    expect(settings).toEqual({
      ...DEFAULTS,
      fullName: 'Ada',
      email: 'ada@example.test',
      phone: '+1 555',
      darkMode: true,
      language: 'French',
    });
  });

  it('falls back to the token for a profile without a name or email, and to the defaults for bad stored values', () => {
    const settings = toSettings(
      { email: null, displayName: null, settings: { phone: 42, darkMode: 'yes' } },
      { email: 'token@example.test', name: 'Token Name' },
      OFF,
    );
    expect(settings).toEqual({ ...DEFAULTS, fullName: 'Token Name', email: 'token@example.test', phone: '' });
  });

  it('shows empty text when neither the profile nor the token has a name or email', () => {
    expect(toSettings({ email: null, displayName: null, settings: {} }, {}, OFF)).toMatchObject({ fullName: '', email: '', phone: '' });
  });

  it('says two-factor sign-in is on from Auth, whatever an old stored flag says', () => {
    const account = { email: null, displayName: null, settings: { twoFactor: true } };
    expect(toSettings(account, {}, OFF)).toMatchObject({ twoFactor: false, twoFactorPhoneEnding: null });
    expect(toSettings(account, {}, { enabled: true, phoneEnding: '4567' })).toMatchObject({
      twoFactor: true,
      twoFactorPhoneEnding: '4567',
    });
  });
});

describe('settingsUpdate', () => {
  it('splits the name from the stored preferences and drops what the save does not name', () => {
    expect(settingsUpdate({ fullName: 'Ada', darkMode: true, phone: undefined })).toEqual({
      fullName: 'Ada',
      settings: { darkMode: true },
    });
  });

  it('keeps false and empty values: they are settings too', () => {
    expect(settingsUpdate({ emailNotifications: false, phone: '' })).toEqual({
      fullName: undefined,
      settings: { emailNotifications: false, phone: '' },
    });
  });

  it('is null when the save names nothing', () => {
    expect(settingsUpdate({})).toBeNull();
    expect(settingsUpdate({ fullName: undefined, darkMode: undefined })).toBeNull();
  });
});

// SMS reminders go only to a verified phone.
describe('phone rules', () => {
  const verified = { phone: '(202) 555-0123', verifiedPhone: '+12025550123', smsNotifications: true };

  it('the saved phone is verified when it is the verified number, however it is written', () => {
    expect(phoneVerified(verified)).toBe(true);
    expect(phoneVerified({ ...verified, phone: '+1 202 555 0124' })).toBe(false);
    expect(phoneVerified({ phone: '+1 202 555 0123' })).toBe(false);
    expect(toSettings({ email: null, displayName: null, settings: verified }, {}, OFF)).toMatchObject({
      phoneVerified: true,
      smsNotifications: true,
    });
  });

  it('SMS cannot be turned on without a verified phone', () => {
    expect(() => withPhoneRules({ smsNotifications: true }, { phone: '+1 202 555 0123' })).toThrow(renderEnglish(SMS_NEEDS_VERIFIED_PHONE));
    expect(() => withPhoneRules({ smsNotifications: true, phone: '+1 202 555 0199' }, verified)).toThrow(
      renderEnglish(SMS_NEEDS_VERIFIED_PHONE),
    );
    expect(withPhoneRules({ smsNotifications: true }, verified)).toEqual({ smsNotifications: true });
    expect(withPhoneRules({ smsNotifications: false, darkMode: true }, {})).toEqual({ smsNotifications: false, darkMode: true });
  });

  it('a new number un-verifies the phone and turns SMS off; the same number written differently does not', () => {
    expect(withPhoneRules({ phone: '+1 202 555 0199' }, verified)).toEqual({
      phone: '+1 202 555 0199',
      verifiedPhone: null,
      smsNotifications: false,
    });
    expect(withPhoneRules({ phone: '202.555.0123' }, verified)).toEqual({ phone: '202.555.0123' });
    expect(withPhoneRules({ phone: '' }, verified)).toEqual({ phone: '', verifiedPhone: null, smsNotifications: false });
  });
});
