import {
  Autocomplete,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { FEE_FORMS, type FeeForm } from '@shared/fees/fee-forms';
import { HUMANITARIAN_WORK_PERMITS, I129_CLASSES } from '@shared/fees/fee-views';
import { useTranslation } from 'react-i18next';
import { FLAG_OPTIONS, optionApplies, type FeeChoices } from '../utils/fee-request';

const formLabel = (entry: FeeForm) => `${entry.form}: ${entry.title}`;

/** The forms, the filing method and the options that change a fee; options show only for the forms they concern. */
export function FeeChoicesForm({ choices, onChange }: { choices: FeeChoices; onChange: (next: FeeChoices) => void }) {
  const { t } = useTranslation('resources');
  const chosen = FEE_FORMS.filter((entry) => choices.forms.includes(entry.form));
  const flags = FLAG_OPTIONS.filter((flag) => optionApplies(flag, choices.forms));
  const asksClass = optionApplies('i129Class', choices.forms);
  const asksWorkPermit = optionApplies('humanitarianWorkPermit', choices.forms);
  return (
    <Paper variant="outlined" component="section" aria-label={t('fees.choices')} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Stack spacing={2.5}>
        <Autocomplete
          multiple
          options={FEE_FORMS}
          value={chosen}
          getOptionLabel={formLabel}
          isOptionEqualToValue={(option, value) => option.form === value.form}
          onChange={(_event, value) => onChange({ ...choices, forms: value.map((entry) => entry.form) })}
          renderInput={(params) => <TextField {...params} label={t('fees.formsLabel')} helperText={t('fees.formsHelp')} />}
        />
        <FormControl>
          <FormLabel id="fee-filing-label">{t('fees.filingLabel')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="fee-filing-label"
            value={choices.filing}
            onChange={(event) => onChange({ ...choices, filing: event.target.value === 'paper' ? 'paper' : 'online' })}
          >
            <FormControlLabel value="online" control={<Radio />} label={t('fees.online')} />
            <FormControlLabel value="paper" control={<Radio />} label={t('fees.paper')} />
          </RadioGroup>
        </FormControl>
        {asksClass && (
          <TextField
            select
            required
            label={t('fees.i129Class')}
            value={choices.i129Class ?? ''}
            onChange={(event) => onChange({ ...choices, i129Class: I129_CLASSES.find((value) => value === event.target.value) ?? null })}
            helperText={choices.i129Class ? undefined : t('fees.i129ClassHelp')}
            sx={{ maxWidth: 360 }}
          >
            {I129_CLASSES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`fees.i129Classes.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {asksWorkPermit && (
          <TextField
            select
            label={t('fees.workPermit')}
            helperText={t('fees.workPermitHelp')}
            value={choices.humanitarianWorkPermit ?? 'none'}
            onChange={(event) =>
              onChange({
                ...choices,
                humanitarianWorkPermit: HUMANITARIAN_WORK_PERMITS.find((value) => value === event.target.value) ?? null,
              })
            }
            sx={{ maxWidth: 520 }}
          >
            <MenuItem value="none">{t('fees.workPermits.none')}</MenuItem>
            {HUMANITARIAN_WORK_PERMITS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`fees.workPermits.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {flags.length > 0 && (
          <FormGroup aria-label={t('fees.optionsLabel')}>
            {flags.map((flag) => (
              <FormControlLabel
                key={flag}
                control={
                  <Checkbox
                    checked={choices.flags[flag]}
                    onChange={(event) => onChange({ ...choices, flags: { ...choices.flags, [flag]: event.target.checked } })}
                  />
                }
                label={t(`fees.options.${flag}`)}
              />
            ))}
          </FormGroup>
        )}
      </Stack>
    </Paper>
  );
}
