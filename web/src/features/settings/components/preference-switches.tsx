import { FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Preferences } from '@shared/settings/settings';
import type { Settings } from '@shared/settings/settings-views';
import { useColorMode } from '@/lib/color-mode';
import { useUpdateSettings } from '../api/update-settings';
import { SettingsSection } from './settings-section';
import { SmsVerificationDialog } from './sms-verification-dialog';
import type { ShowToast } from './toast';

type Flag = Exclude<keyof Preferences, 'language'>;

const SECTIONS: { id: 'security' | 'notifications'; flags: Flag[] }[] = [
  { id: 'security', flags: ['darkMode'] },
  { id: 'notifications', flags: ['emailNotifications', 'smsNotifications'] },
];

/**
 * The spec's switches. Each saves on its own as soon as it is flipped; Dark Mode also applies at once. Two-factor
 * sign-in is not a stored flag, so its switch (`twoFactor`, two-factor-setting.tsx) comes first in Security Settings.
 */
export function PreferenceSwitches({ settings, showToast, twoFactor }: { settings: Settings; showToast: ShowToast; twoFactor: ReactNode }) {
  const { t } = useTranslation('settings');
  const [values, setValues] = useState<Record<Flag, boolean>>({
    darkMode: settings.darkMode,
    emailNotifications: settings.emailNotifications,
    smsNotifications: settings.smsNotifications,
  });
  const [saving, setSaving] = useState<Partial<Record<Flag, boolean>>>({});
  const update = useUpdateSettings();
  const { setMode } = useColorMode();
  // SMS goes only to a verified phone, so turning it on without one asks for the number.
  const [verifying, setVerifying] = useState(false);
  // Another part of Settings may change a switch (a new phone turns SMS off): follow the stored values.
  const [seen, setSeen] = useState(settings);
  if (seen !== settings) {
    setSeen(settings);
    setValues({
      darkMode: settings.darkMode,
      emailNotifications: settings.emailNotifications,
      smsNotifications: settings.smsNotifications,
    });
  }

  const toggle = (key: Flag, checked: boolean) => {
    if (key === 'smsNotifications' && checked && !settings.phoneVerified) {
      setVerifying(true);
      return;
    }
    setValues((v) => ({ ...v, [key]: checked }));
    setSaving((s) => ({ ...s, [key]: true }));
    if (key === 'darkMode') setMode(checked ? 'dark' : 'light');
    update.mutate(
      { [key]: checked },
      {
        onSuccess: () => showToast(t('saved')),
        onError: (error) => {
          // Not saved, so show the value that is still stored.
          setValues((v) => ({ ...v, [key]: !checked }));
          if (key === 'darkMode') setMode(checked ? 'light' : 'dark');
          showToast(error.message || t('saveFailed'), 'error');
        },
        onSettled: () => setSaving((s) => ({ ...s, [key]: false })),
      },
    );
  };

  return SECTIONS.map((section) => (
    <SettingsSection key={section.id} title={t(`sections.${section.id}`)}>
      <FormGroup>
        {section.id === 'security' && twoFactor}
        {section.flags.map((key) => (
          <FormControlLabel
            key={key}
            label={t(`switches.${key}`)}
            // A flip waits for the previous save of the same switch, so answers cannot arrive out of order.
            control={<Switch checked={values[key]} disabled={saving[key]} onChange={(e) => toggle(key, e.target.checked)} />}
          />
        ))}
        {section.id === 'notifications' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {values.smsNotifications && settings.phoneVerified && settings.phone
              ? t('channelsWithPhone', { phone: settings.phone })
              : t('channels')}
          </Typography>
        )}
        {section.id === 'notifications' && verifying && (
          <SmsVerificationDialog
            initialPhone={settings.phone}
            onCancel={() => setVerifying(false)}
            onVerified={() => {
              setVerifying(false);
              showToast(t('sms.verified'));
            }}
          />
        )}
      </FormGroup>
    </SettingsSection>
  ));
}
