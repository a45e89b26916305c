// The Submission Date range panel. Loaded only when opened (React.lazy in cases-toolbar.tsx), so the date pickers'
// code stays out of the screen's first chunk. Two DatePickers rather than DateRangePicker, which is MUI X Pro.
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedPickers } from '@/components/ui/localized-pickers';
import { formatDate } from '@/lib/i18n/format';
import { i18n } from '@/lib/i18n/i18n';
import { clampDayCount, DATE_PRESETS, daysUpToToday, matchingPresets, selectableBounds, toDay } from '../../utils/date-presets';
import { isReversed, NO_RANGE, reversedRangeMessage, type DayRange } from '../../utils/date-range';

interface SubmissionDatePanelProps {
  id: string;
  range: DayRange;
  onChange: (range: DayRange) => void;
  onClose: () => void;
}

const parse = (day: string | null): Dayjs | null => (day ? dayjs(day) : null);
/** The day a picker holds, or null when it is empty or only partly typed. */
const dayOf = (value: Dayjs | null): string | null => (value?.isValid() ? toDay(value) : null);
const isPartial = (value: Dayjs | null) => value !== null && !value.isValid();

function pickerError(error: DateValidationError, min: Dayjs, max: Dayjs): string | undefined {
  if (error === 'invalidDate') return i18n.t('cases:datePanel.invalidDate');
  if (error === 'minDate') return i18n.t('cases:datePanel.minDate', { date: formatDate(min.toDate()) });
  if (error === 'maxDate') return i18n.t('cases:datePanel.maxDate', { date: formatDate(max.toDate()) });
  return undefined;
}

const TYPING_PAUSE_MS = 500;

/** Calls `onChange` with the last scheduled range after a pause; a range still waiting when the panel closes is applied then. */
function useDelayedChange(onChange: (range: DayRange) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const waiting = useRef<DayRange | null>(null);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const range = waiting.current;
    waiting.current = null;
    if (range) latest.current(range);
  }, []);
  useEffect(() => flush, [flush]);
  return useMemo(
    () => ({
      schedule(range: DayRange) {
        if (timer.current) clearTimeout(timer.current);
        waiting.current = range;
        timer.current = setTimeout(flush, TYPING_PAUSE_MS);
      },
      cancel() {
        if (timer.current) clearTimeout(timer.current);
        timer.current = null;
        waiting.current = null;
      },
    }),
    [flush],
  );
}

export default function SubmissionDatePanel({ id, range, onChange, onClose }: SubmissionDatePanelProps) {
  const { t } = useTranslation('cases');
  const today = useMemo(() => dayjs().startOf('day'), []);
  const bounds = useMemo(() => selectableBounds(today), [today]);
  const [from, setFrom] = useState<Dayjs | null>(() => parse(range.from));
  const [to, setTo] = useState<Dayjs | null>(() => parse(range.to));
  const [errors, setErrors] = useState<{ from: DateValidationError; to: DateValidationError }>({ from: null, to: null });
  const [days, setDays] = useState('');
  const [seen, setSeen] = useState(range);

  // The range changed outside the panel (a preset elsewhere, Clear filters, Back): show it.
  if (range.from !== seen.from || range.to !== seen.to) {
    setSeen(range);
    if (dayOf(from) !== range.from && !(isPartial(from) && range.from === null)) setFrom(parse(range.from));
    if (dayOf(to) !== range.to && !(isPartial(to) && range.to === null)) setTo(parse(range.to));
  }

  const pending = useDelayedChange(onChange);
  const inBounds = (value: Dayjs | null) => !value || (!value.isBefore(bounds.min) && !value.isAfter(bounds.max));

  /**
   * Filters once the range is whole, in order and has not changed for a moment: typing a date changes it section by
   * section (12/31/2025 on the way to 12/31/2024), and those passing dates should not each fetch a list.
   */
  const commit = (nextFrom: Dayjs | null, nextTo: Dayjs | null) => {
    pending.cancel();
    if (isPartial(nextFrom) || isPartial(nextTo) || !inBounds(nextFrom) || !inBounds(nextTo)) return;
    const next = { from: dayOf(nextFrom), to: dayOf(nextTo) };
    if (!isReversed(next)) pending.schedule(next);
  };

  /** Shows a whole range in the pickers; a click filters at once, a typed day count after a pause. */
  const choose = (next: DayRange, typed = false) => {
    pending.cancel();
    setFrom(parse(next.from));
    setTo(parse(next.to));
    if (typed) pending.schedule(next);
    else onChange(next);
  };

  const current = { from: dayOf(from), to: dayOf(to) };
  const reversed = isReversed(current);
  const active = matchingPresets(range, today);

  return (
    <Paper id={id} variant="outlined" component="section" aria-label={t('datePanel.label')} sx={{ p: 2, mt: 1.5 }}>
      <LocalizedPickers>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <DatePicker
            label={t('datePanel.from')}
            value={from}
            minDate={bounds.min}
            maxDate={bounds.max}
            onChange={(value) => {
              setFrom(value);
              commit(value, to);
            }}
            onError={(error) => setErrors((e) => ({ ...e, from: error }))}
            slotProps={{
              textField: { size: 'small', helperText: pickerError(errors.from, bounds.min, bounds.max), sx: { flex: '1 1 200px' } },
              field: { clearable: true },
            }}
          />
          <DatePicker
            label={t('datePanel.to')}
            value={to}
            minDate={bounds.min}
            maxDate={bounds.max}
            onChange={(value) => {
              setTo(value);
              commit(from, value);
            }}
            onError={(error) => setErrors((e) => ({ ...e, to: error }))}
            slotProps={{
              textField: {
                size: 'small',
                error: reversed || errors.to !== null,
                helperText: reversed ? reversedRangeMessage() : pickerError(errors.to, bounds.min, bounds.max),
                sx: { flex: '1 1 200px' },
              },
              field: { clearable: true },
            }}
          />
        </Box>
      </LocalizedPickers>
      <Typography variant="subtitle2" component="h2" sx={{ mt: 2, mb: 1 }} id={`${id}-presets`}>
        {t('datePanel.quickRanges')}
      </Typography>
      <Box role="group" aria-labelledby={`${id}-presets`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {DATE_PRESETS.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant={active.includes(preset.label) ? 'contained' : 'outlined'}
            aria-pressed={active.includes(preset.label)}
            onClick={() => choose(preset.range(today))}
          >
            {t(`presets.${preset.key}`)}
          </Button>
        ))}
        <Button size="small" color="inherit" onClick={() => choose(NO_RANGE)}>
          {t('datePanel.clear')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mt: 2 }}>
        <TextField
          label={t('datePanel.days')}
          type="number"
          size="small"
          value={days}
          onChange={(event) => {
            const typed = event.target.value;
            const count = clampDayCount(typed);
            setDays(typed === '' ? '' : String(count));
            if (count >= 1) choose(daysUpToToday(today, count), true);
          }}
          helperText={t('datePanel.daysHelp')}
          slotProps={{ htmlInput: { min: 0, max: 99_999, inputMode: 'numeric' } }}
          sx={{ flex: '1 1 200px', maxWidth: 320 }}
        />
        <Box sx={{ flex: '1 1 auto', display: 'flex', justifyContent: 'flex-end', alignSelf: 'center' }}>
          <Button variant="contained" size="small" onClick={onClose}>
            {t('datePanel.done')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
