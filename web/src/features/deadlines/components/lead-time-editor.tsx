// The lead times of one reminder: the chosen ones as chips, and an editor to add several (1, 7, 14, 30, 60, 90 days
// or any number up to a year) and remove them. Each lead time is a day the reminder is announced before its date.
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { MAX_LEAD_DAYS, MAX_LEADS_PER_REMINDER, SUGGESTED_LEAD_DAYS } from '@shared/deadlines/deadline-inputs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leadText, sortedLeads } from '../utils/deadline-text';

interface LeadTimeEditorProps {
  /** What the lead times are for, in the group's label ("Lead times for Passport expires"). */
  label: string;
  value: number[];
  onChange: (days: number[]) => void;
  disabled?: boolean;
}

/** Chips to toggle the usual lead times, a field for any other number, and the chosen ones (removable). */
export function LeadTimeEditor({ label, value, onChange, disabled }: LeadTimeEditorProps) {
  const { t } = useTranslation('deadlines');
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const groupId = useId();
  const full = value.length >= MAX_LEADS_PER_REMINDER;

  const toggle = (days: number) => {
    setError(null);
    if (value.includes(days)) {
      if (value.length > 1) onChange(value.filter((d) => d !== days));
      else setError(t('leadEditor.keepOne'));
    } else if (full) setError(t('leadEditor.atMost', { max: MAX_LEADS_PER_REMINDER }));
    else onChange(sortedLeads([...value, days]));
  };

  const addCustom = () => {
    const days = Number(custom);
    if (!/^\d{1,3}$/.test(custom.trim()) || days > MAX_LEAD_DAYS) {
      setError(t('leadEditor.wholeNumber', { max: MAX_LEAD_DAYS }));
      return;
    }
    if (value.includes(days)) {
      setError(t('leadEditor.alreadyChosen'));
      return;
    }
    if (full) {
      setError(t('leadEditor.atMost', { max: MAX_LEADS_PER_REMINDER }));
      return;
    }
    setError(null);
    setCustom('');
    onChange(sortedLeads([...value, days]));
  };

  const extra = value.filter((d) => !(SUGGESTED_LEAD_DAYS as readonly number[]).includes(d));
  return (
    <Box role="group" aria-labelledby={groupId}>
      <Typography id={groupId} variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {[...SUGGESTED_LEAD_DAYS, ...extra]
          .sort((a, b) => a - b)
          .map((days) => {
            const chosen = value.includes(days);
            return (
              <Chip
                key={days}
                label={leadText(days)}
                color={chosen ? 'primary' : 'default'}
                variant={chosen ? 'filled' : 'outlined'}
                onClick={disabled ? undefined : () => toggle(days)}
                aria-pressed={chosen}
                disabled={disabled}
              />
            );
          })}
      </Stack>
      <Stack direction="row" sx={{ gap: 1, mt: 1.5, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('leadEditor.other')}
          value={custom}
          onChange={(event) => setCustom(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addCustom();
            }
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
          error={Boolean(error)}
          helperText={error ?? t('leadEditor.hint', { count: MAX_LEADS_PER_REMINDER, max: MAX_LEAD_DAYS })}
          disabled={disabled}
          sx={{ width: 200 }}
        />
        <Button variant="outlined" onClick={addCustom} disabled={disabled || custom.trim() === ''}>
          {t('leadEditor.add')}
        </Button>
      </Stack>
    </Box>
  );
}
