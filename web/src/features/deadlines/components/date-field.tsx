// A calendar-date input (YYYY-MM-DD in, YYYY-MM-DD out) on MUI X's DatePicker. The page wraps it in its
// LocalizationProvider (deadline-reminders-page.tsx), so the pickers stay in this screen's chunk.
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useFormat } from '@/lib/i18n/format';
import { i18n } from '@/lib/i18n/i18n';

interface DateFieldProps {
  label: string;
  value: string | null;
  onChange: (day: string | null) => void;
  /** YYYY-MM-DD: the earliest day allowed (today, for a new reminder). */
  minDate?: string;
  required?: boolean;
  /** The server's message for this field. */
  error?: string;
  helperText?: string;
  disabled?: boolean;
}

function pickerMessage(error: DateValidationError): string | undefined {
  if (error === 'invalidDate') return i18n.t('deadlines:dateField.invalid');
  if (error === 'minDate' || error === 'disablePast') return i18n.t('deadlines:dateField.past');
  return undefined;
}

export function DateField({ label, value, onChange, minDate, required, error, helperText, disabled }: DateFieldProps) {
  const [pickerError, setPickerError] = useState<DateValidationError>(null);
  const { locale } = useFormat();
  const change = (next: Dayjs | null) => {
    if (next === null) onChange(null);
    else if (next.isValid()) onChange(next.format('YYYY-MM-DD'));
  };
  const message = error ?? pickerMessage(pickerError);
  return (
    <DatePicker
      label={label}
      value={value ? dayjs(value) : null}
      // English keeps its "Dec 1, 2026"; other languages take their own numeric order (DD/MM/YYYY, DD.MM.YYYY).
      format={locale === 'en' ? 'MMM D, YYYY' : undefined}
      minDate={minDate ? dayjs(minDate) : undefined}
      onError={setPickerError}
      onChange={change}
      disabled={disabled}
      slotProps={{
        textField: { required, fullWidth: true, size: 'small', error: Boolean(message), helperText: message ?? helperText },
        field: { clearable: !required },
        // One "Choose date" per field would be indistinguishable in a list of buttons.
        openPickerButton: { 'aria-label': i18n.t('deadlines:dateField.choose', { label }) },
      }}
    />
  );
}
