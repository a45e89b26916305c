// The date an item was done, editable. Its own <LocalizedPickers> so the date pickers stay in this screen's chunk.
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { LocalizedPickers } from '@/components/ui/localized-pickers';

const EARLIEST = dayjs('1900-01-01');

function message(error: DateValidationError, t: TFunction<'compliance'>): string | undefined {
  if (error === 'invalidDate') return t('datePicker.invalidDate');
  if (error === 'maxDate' || error === 'disableFuture') return t('datePicker.future');
  if (error === 'minDate') return t('datePicker.tooEarly');
  return undefined;
}

interface DoneDatePickerProps {
  label: string;
  value: string;
  onChange: (day: string) => void;
}

/**
 * Saves a whole, valid day when it is picked from the calendar or the field is left: typing changes the date
 * section by section, and the days in between should not each be saved.
 */
export function DoneDatePicker({ label, value, onChange }: DoneDatePickerProps) {
  const { t } = useTranslation('compliance');
  const [error, setError] = useState<DateValidationError>(null);
  const [draft, setDraft] = useState<Dayjs | null>(() => dayjs(value));
  const today = dayjs().startOf('day');
  const commit = (next: Dayjs | null) => {
    if (!next?.isValid() || next.isAfter(today, 'day') || next.isBefore(EARLIEST, 'day')) return;
    const day = next.format('YYYY-MM-DD');
    if (day !== value) onChange(day);
  };
  return (
    <LocalizedPickers>
      <DatePicker
        label={label}
        value={draft}
        format="ll"
        minDate={EARLIEST}
        maxDate={today}
        onError={setError}
        onChange={setDraft}
        onAccept={commit}
        slotProps={{
          textField: { size: 'small', helperText: message(error, t), onBlur: () => commit(draft), sx: { width: { xs: '100%', sm: 220 } } },
        }}
      />
    </LocalizedPickers>
  );
}
