// "Your dates": the dates the deadlines are computed from that the app cannot read itself (or that the user corrects):
// I-94, work permit, green card, permanent residence, marriage to a U.S. citizen, last arrival, passport, time zone.
import { Alert, Autocomplete, Box, Button, Card, CardContent, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import type { DeadlineFacts } from '@shared/deadlines/deadline-inputs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useUpdateDeadlineFacts } from '../api/update-deadline-facts';
import { browserTimeZone } from '../utils/deadline-text';
import { DateField } from './date-field';

type DateKey =
  'i94AdmitUntil' | 'eadExpiry' | 'greenCardExpiry' | 'permanentResidentSince' | 'marriedToCitizenSince' | 'lastArrival' | 'passportExpiry';

const TIME_ZONES: string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['America/New_York'];

export function YourDatesCard({ facts }: { facts: DeadlineFacts }) {
  const { t } = useTranslation('deadlines');
  const [draft, setDraft] = useState<DeadlineFacts>(facts);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const save = useUpdateDeadlineFacts();
  const zones = useMemo(() => TIME_ZONES, []);
  const set = <K extends keyof DeadlineFacts>(key: K, value: DeadlineFacts[K]) => {
    setSaved(false);
    setDraft((old) => ({ ...old, [key]: value }));
  };
  const date = (key: DateKey, label: string, helperText?: string) => (
    <DateField
      label={label}
      value={draft[key]}
      onChange={(day) => set(key, day)}
      error={fields[key]}
      helperText={helperText}
      disabled={save.isPending}
    />
  );

  const submit = () => {
    setFields({});
    save.mutate(
      { ...draft, timeZone: draft.timeZone ?? browserTimeZone() },
      {
        onSuccess: (view) => {
          setDraft(view.facts);
          setSaved(true);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setFields(error.fields);
        },
      },
    );
  };

  const dateFields = {
    i94AdmitUntil: date('i94AdmitUntil', t('yourDates.i94AdmitUntil')),
    eadExpiry: date('eadExpiry', t('yourDates.eadExpiry')),
    greenCardExpiry: date('greenCardExpiry', t('yourDates.greenCardExpiry')),
    permanentResidentSince: date(
      'permanentResidentSince',
      t('yourDates.permanentResidentSince'),
      t('yourDates.permanentResidentSinceHint'),
    ),
    marriedToCitizenSince: date('marriedToCitizenSince', t('yourDates.marriedToCitizenSince'), t('yourDates.marriedToCitizenSinceHint')),
    lastArrival: date('lastArrival', t('yourDates.lastArrival'), t('yourDates.lastArrivalHint')),
    passportExpiry: date('passportExpiry', t('yourDates.passportExpiry'), t('yourDates.passportExpiryHint')),
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="your-dates-title">
      <CardContent>
        <Typography id="your-dates-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('yourDates.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('yourDates.intro')}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Stack sx={{ gap: 0.5 }}>
              {dateFields.i94AdmitUntil}
              <FormControlLabel
                control={
                  <Switch
                    checked={draft.i94DurationOfStatus}
                    onChange={(event) => {
                      set('i94DurationOfStatus', event.target.checked);
                      if (event.target.checked) set('i94AdmitUntil', null);
                    }}
                  />
                }
                label={t('yourDates.i94DurationOfStatus')}
              />
            </Stack>
            {dateFields.eadExpiry}
            <Stack sx={{ gap: 0.5 }}>
              {dateFields.greenCardExpiry}
              <FormControlLabel
                control={
                  <Switch checked={draft.greenCardConditional} onChange={(event) => set('greenCardConditional', event.target.checked)} />
                }
                label={t('yourDates.greenCardConditional')}
              />
            </Stack>
            {dateFields.permanentResidentSince}
            <Stack sx={{ gap: 0.5 }}>
              <FormControlLabel
                control={<Switch checked={draft.marriedToCitizen} onChange={(event) => set('marriedToCitizen', event.target.checked)} />}
                label={t('yourDates.marriedToCitizen')}
              />
              {draft.marriedToCitizen && dateFields.marriedToCitizenSince}
            </Stack>
            {dateFields.lastArrival}
            {dateFields.passportExpiry}
            <Autocomplete
              options={zones}
              value={draft.timeZone ?? browserTimeZone()}
              onChange={(_event, value) => set('timeZone', value)}
              disableClearable
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('yourDates.timeZone')}
                  size="small"
                  error={Boolean(fields.timeZone)}
                  helperText={fields.timeZone ?? t('yourDates.timeZoneHint')}
                />
              )}
            />
          </Box>
          {save.isError && !(save.error instanceof ApiError && save.error.fields) && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {save.error.message || t('yourDates.saveFailed')}
            </Alert>
          )}
          {save.isError && Object.keys(fields).length > 0 && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('yourDates.checkDates')}
            </Alert>
          )}
          <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mt: 2 }}>
            <Button type="submit" variant="contained" loading={save.isPending}>
              {t('yourDates.save')}
            </Button>
            {saved && (
              <Typography role="status" variant="body2" color="success.main">
                {t('yourDates.saved')}
              </Typography>
            )}
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
