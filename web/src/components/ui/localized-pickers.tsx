// MUI X date and time pickers in the user's language: dayjs's month and weekday names, the pickers' own texts
// ("Choose date", "Next month") and the locale's field order. Screens with pickers wrap their content in it, so the
// pickers and these locale tables load with those screens only.
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS, esES, frFR } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import type { ReactNode } from 'react';
import { useFormat } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';

const PICKER_TEXTS = { en: enUS, es: esES, fr: frFR, de: deDE } satisfies Record<Locale, unknown>;

export function LocalizedPickers({ children }: { children: ReactNode }) {
  const { locale } = useFormat();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale}
      localeText={PICKER_TEXTS[locale].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
