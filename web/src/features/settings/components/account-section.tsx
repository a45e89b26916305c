import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, settingsUpdateSchema, type Language } from '@shared/settings/settings';
import { LANGUAGE_CODES, LANGUAGE_ENDONYMS } from '@shared/settings/languages';
import type { Settings } from '@shared/settings/settings-views';
import { ApiError, type FieldErrors } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { applyUserLocale, i18n } from '@/lib/i18n/i18n';
import { localeOfLanguage } from '@/lib/i18n/locales';
import { useUpdateSettings } from '../api/update-settings';
import { SettingsSection } from './settings-section';
import type { ShowToast } from './toast';
import { issueMessage, useSchemaMessages } from '@/lib/i18n/server-message';

interface Draft {
  fullName: string;
  phone: string;
  language: Language;
}

// The API's own rules (functions/src/shared/settings/settings.ts), checked first so mistakes show without a round trip.
function validate(draft: Draft): FieldErrors {
  const result = settingsUpdateSchema.safeParse({ fullName: draft.fullName, phone: draft.phone });
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issueMessage(issue);
  return errors;
}

export function AccountSection({ settings, showToast }: { settings: Settings; showToast: ShowToast }) {
  // A draft of its own: a switch saved elsewhere on the page must not overwrite unsaved typing here.
  const { t } = useTranslation('settings');
  useSchemaMessages();
  const [draft, setDraft] = useState<Draft>({ fullName: settings.fullName, phone: settings.phone, language: settings.language });
  const [errors, setErrors] = useState<FieldErrors>({});
  // A phone verified in the SMS dialog becomes the saved one; show it, unless another is being typed.
  const [storedPhone, setStoredPhone] = useState(settings.phone);
  if (storedPhone !== settings.phone) {
    setStoredPhone(settings.phone);
    if (draft.phone === storedPhone) setDraft((d) => ({ ...d, phone: settings.phone }));
  }
  const update = useUpdateSettings();
  const { user, refreshUser } = useAuth();

  const change = (field: keyof Draft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const fullName = draft.fullName.trim();
    update.mutate(
      { fullName, phone: draft.phone.trim(), language: draft.language },
      {
        onSuccess: async (saved) => {
          setDraft({ fullName: saved.fullName, phone: saved.phone, language: saved.language });
          // A new language applies first, so its confirmation is already in that language (through the instance:
          // this render's `t` is bound to the language it rendered in).
          await applyUserLocale(localeOfLanguage(saved.language));
          showToast(i18n.t('settings:saved'));
          // The header shows the name from the signed-in user, so reload it after a change.
          if (saved.fullName !== user?.displayName) await refreshUser().catch(() => undefined);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields);
          showToast(error.message || t('saveFailed'), 'error');
        },
      },
    );
  };

  return (
    <SettingsSection title={t('account.title')}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <TextField
          label={t('account.fullName')}
          required
          value={draft.fullName}
          onChange={(e) => change('fullName', e.target.value)}
          error={Boolean(errors['fullName'])}
          helperText={errors['fullName']}
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          label={t('account.email')}
          value={settings.email}
          helperText={t('account.emailHint')}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <TextField
          label={t('account.phone')}
          type="tel"
          value={draft.phone}
          onChange={(e) => change('phone', e.target.value)}
          error={Boolean(errors['phone'])}
          // Another number is no longer verified, and SMS turns off when it is saved.
          helperText={
            errors['phone'] ?? (settings.phoneVerified && draft.phone === settings.phone ? t('account.phoneVerified') : undefined)
          }
          autoComplete="tel"
        />
        <TextField
          select
          label={t('account.language')}
          value={draft.language}
          onChange={(e) => change('language', e.target.value)}
          error={Boolean(errors['language'])}
          helperText={errors['language']}
        >
          {LANGUAGES.map((language) => (
            <MenuItem key={language} value={language} lang={LANGUAGE_CODES[language]}>
              {LANGUAGE_ENDONYMS[LANGUAGE_CODES[language]]}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={update.isPending}>
            {t('account.save')}
          </Button>
        </Box>
      </Box>
    </SettingsSection>
  );
}
