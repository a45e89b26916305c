import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../shared/settings/settings';
import { settingsUpdate, toSettings } from './account-settings';

describe('toSettings', () => {
  it('shows the stored profile and preferences', () => {
    const settings = toSettings(
      { email: 'ada@example.test', displayName: 'Ada', settings: { phone: '+1 555', darkMode: true, language: 'French' } },
      { email: 'token@example.test', name: 'Token Name' },
    );
    expect(settings).toEqual({ ...DEFAULT_PREFERENCES, fullName: 'Ada', email: 'ada@example.test', phone: '+1 555', darkMode: true, language: 'French' });
  });

  it('falls back to the token for a profile without a name or email, and to the defaults for bad stored values', () => {
    const settings = toSettings({ email: null, displayName: null, settings: { phone: 42, twoFactor: 'yes' } }, { email: 'token@example.test', name: 'Token Name' });
    expect(settings).toEqual({ ...DEFAULT_PREFERENCES, fullName: 'Token Name', email: 'token@example.test', phone: '' });
  });

  it('shows empty text when neither the profile nor the token has a name or email', () => {
    expect(toSettings({ email: null, displayName: null, settings: {} }, {})).toMatchObject({ fullName: '', email: '', phone: '' });
  });
});

describe('settingsUpdate', () => {
  it('splits the name from the stored preferences and drops what the save does not name', () => {
    expect(settingsUpdate({ fullName: 'Ada', darkMode: true, phone: undefined })).toEqual({ fullName: 'Ada', settings: { darkMode: true } });
  });

  it('keeps false and empty values: they are settings too', () => {
    expect(settingsUpdate({ emailNotifications: false, phone: '' })).toEqual({ fullName: undefined, settings: { emailNotifications: false, phone: '' } });
  });

  it('is null when the save names nothing', () => {
    expect(settingsUpdate({})).toBeNull();
    expect(settingsUpdate({ fullName: undefined, darkMode: undefined })).toBeNull();
  });
});
