import { GENDERS, PREFERRED_COMMUNICATION } from '@shared/reference/categories';
import { COUNTRIES } from '@shared/reference/countries';
import { Box, Divider, Paper, Stack, Typography } from '@mui/material';
import { localToday, OPTIONAL_SECTIONS, type FieldErrors, type InfoValues } from '../utils/form-state';
import { CheckboxInput, FieldGrid, SelectInput, TextInput } from './form-fields';
import { SECTION_FORMS } from './optional-sections';

interface InfoStepProps {
  info: InfoValues;
  errors: FieldErrors;
  set: (path: string, value: unknown) => void;
}

export function InfoStep({ info, errors, set }: InfoStepProps) {
  const field = (name: 'fullName' | 'currentAddress' | 'phone' | 'email', label: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextInput required label={label} value={info[name]} onValue={(v) => set(name, v)} error={errors[name]} {...extra} />
  );
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
          About you
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Fields marked * are required.
        </Typography>
        <FieldGrid>
          {field('fullName', 'Full Name', { autoComplete: 'name' })}
          <TextInput
            required
            type="date"
            label="Date of Birth"
            value={info.dob}
            onValue={(v) => set('dob', v)}
            error={errors['dob']}
            slotProps={{ htmlInput: { max: localToday(), min: '1900-01-01' } }}
          />
          <SelectInput required label="Gender" options={GENDERS} value={info.gender} onValue={(v) => set('gender', v)} error={errors['gender']} />
          <SelectInput required label="Country of Birth" options={COUNTRIES} value={info.birthCountry} onValue={(v) => set('birthCountry', v)} error={errors['birthCountry']} />
          <SelectInput required label="Nationality" options={COUNTRIES} value={info.nationality} onValue={(v) => set('nationality', v)} error={errors['nationality']} />
          {field('currentAddress', 'Current Address', { autoComplete: 'street-address' })}
          {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
          {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
          <SelectInput
            required
            label="Preferred Communication"
            options={PREFERRED_COMMUNICATION}
            value={info.preferredCommunication}
            onValue={(v) => set('preferredCommunication', v)}
            error={errors['preferredCommunication']}
          />
        </FieldGrid>
      </Box>

      <Divider />

      <Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
          More about your history
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Tick a section to answer it. Sections left unticked are sent empty, so answer the ones that apply to you: they
          can change the outcome.
        </Typography>
        <Box
          role="group"
          aria-label="Optional sections"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }, columnGap: 1 }}
        >
          {OPTIONAL_SECTIONS.map(({ key, label }) => (
            <CheckboxInput key={key} label={label} checked={info.sections[key]} onChecked={(on) => set(`sections.${key}`, on)} />
          ))}
        </Box>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {OPTIONAL_SECTIONS.filter(({ key }) => info.sections[key]).map(({ key, label }) => {
            const Section = SECTION_FORMS[key];
            return (
              <Paper key={key} variant="outlined" component="section" aria-label={label} sx={{ p: { xs: 1.5, sm: 2 } }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
                  {label}
                </Typography>
                <Section info={info} errors={errors} set={set} />
              </Paper>
            );
          })}
        </Stack>
      </Box>

      <Divider />

      <TextInput
        label="Data Retention Preference"
        placeholder="e.g. 5 years"
        hint="How long we may keep your data, in your own words."
        value={info.dataRetentionPreference}
        onValue={(v) => set('dataRetentionPreference', v)}
        error={errors['dataRetentionPreference']}
        sx={{ maxWidth: { sm: '50%' } }}
      />
    </Stack>
  );
}
