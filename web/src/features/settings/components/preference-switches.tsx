import { FormControlLabel, FormGroup, Switch } from '@mui/material';
import { useState, type ReactNode } from 'react';
import type { Preferences, Settings } from '@shared/settings/settings';
import { useColorMode } from '@/lib/color-mode';
import { useUpdateSettings } from '../api/update-settings';
import { SettingsSection } from './settings-section';
import type { ShowToast } from './toast';

type Flag = Exclude<keyof Preferences, 'language'>;

const SECTIONS: { title: string; flags: { key: Flag; label: string }[] }[] = [
  {
    title: 'Security Settings',
    flags: [{ key: 'darkMode', label: 'Dark Mode' }],
  },
  {
    title: 'Notification Settings',
    flags: [
      { key: 'emailNotifications', label: 'Email Notifications' },
      { key: 'smsNotifications', label: 'SMS Notifications' },
    ],
  },
];

/**
 * The spec's switches. Each saves on its own as soon as it is flipped; Dark Mode also applies at once. Two-factor
 * sign-in is not a stored flag, so its switch (`twoFactor`, two-factor-setting.tsx) comes first in Security Settings.
 */
export function PreferenceSwitches({ settings, showToast, twoFactor }: { settings: Settings; showToast: ShowToast; twoFactor: ReactNode }) {
  const [values, setValues] = useState<Record<Flag, boolean>>({
    darkMode: settings.darkMode,
    emailNotifications: settings.emailNotifications,
    smsNotifications: settings.smsNotifications,
  });
  const [saving, setSaving] = useState<Partial<Record<Flag, boolean>>>({});
  const update = useUpdateSettings();
  const { setMode } = useColorMode();

  const toggle = (key: Flag, checked: boolean) => {
    setValues((v) => ({ ...v, [key]: checked }));
    setSaving((s) => ({ ...s, [key]: true }));
    if (key === 'darkMode') setMode(checked ? 'dark' : 'light');
    update.mutate(
      { [key]: checked },
      {
        onSuccess: () => showToast('Settings saved.'),
        onError: (error) => {
          // Not saved, so show the value that is still stored.
          setValues((v) => ({ ...v, [key]: !checked }));
          if (key === 'darkMode') setMode(checked ? 'light' : 'dark');
          showToast(error.message || 'Settings could not be saved.', 'error');
        },
        onSettled: () => setSaving((s) => ({ ...s, [key]: false })),
      },
    );
  };

  return SECTIONS.map((section) => (
    <SettingsSection key={section.title} title={section.title}>
      <FormGroup>
        {section.title === 'Security Settings' && twoFactor}
        {section.flags.map(({ key, label }) => (
          <FormControlLabel
            key={key}
            label={label}
            // A flip waits for the previous save of the same switch, so answers cannot arrive out of order.
            control={<Switch checked={values[key]} disabled={saving[key]} onChange={(e) => toggle(key, e.target.checked)} />}
          />
        ))}
      </FormGroup>
    </SettingsSection>
  ));
}
