import { useEffect } from 'react';
import { applyUserLocale } from '@/lib/i18n/i18n';
import { localeOfLanguage } from '@/lib/i18n/locales';
import { useSettings } from '../api/get-settings';

/**
 * Speaks the user's Settings language once their settings load, and again the moment a save changes it (the save
 * writes the cache). This browser's last choice shows until then. Mounted by the shell, inside the query provider.
 */
export function useSavedLanguage(): void {
  const language = useSettings().data?.language;
  useEffect(() => {
    if (language) void applyUserLocale(localeOfLanguage(language));
  }, [language]);
}
