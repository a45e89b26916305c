import { GENDERS, PREFERRED_COMMUNICATION } from '@shared/reference/categories';
import { countryLabel, countryValues } from '@/lib/country-names';
import { Box, Divider, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { localToday, OPTIONAL_SECTIONS, type FieldErrors, type InfoValues, type RequiredInfoKey } from '../utils/form-state';
import { CheckboxInput, FieldGrid, SelectInput, TextInput } from './form-fields';
import { SECTION_FORMS } from './optional-sections';

const isGender = (value: string): value is (typeof GENDERS)[number] => (GENDERS as readonly string[]).includes(value);
const isCommunication = (value: string): value is (typeof PREFERRED_COMMUNICATION)[number] =>
  (PREFERRED_COMMUNICATION as readonly string[]).includes(value);

interface TextField {
  name: 'fullName' | 'currentAddress' | 'phone' | 'email';
  type?: string;
  autoComplete: string;
}
const FULL_NAME: TextField = { name: 'fullName', autoComplete: 'name' };
const CONTACT_FIELDS: readonly TextField[] = [
  { name: 'currentAddress', autoComplete: 'street-address' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email' },
];

interface InfoStepProps {
  info: InfoValues;
  errors: FieldErrors;
  set: (path: string, value: unknown) => void;
  /** A required field was left: its message, if any, shows from then on. */
  onLeave: (path: RequiredInfoKey) => void;
}

export function InfoStep({ info, errors, set, onLeave }: InfoStepProps) {
  const { t } = useTranslation('eligibility');
  const field = ({ name, ...extra }: TextField) => (
    <TextInput
      key={name}
      name={name}
      required
      label={t(`info.${name}`)}
      value={info[name]}
      onValue={(v) => set(name, v)}
      onBlur={() => onLeave(name)}
      error={errors[name]}
      {...extra}
    />
  );
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t('info.aboutYou')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('info.requiredNote')}
        </Typography>
        <FieldGrid>
          {field(FULL_NAME)}
          <TextInput
            required
            type="date"
            label={t('info.dob')}
            value={info.dob}
            onValue={(v) => set('dob', v)}
            onBlur={() => onLeave('dob')}
            error={errors['dob']}
            slotProps={{ htmlInput: { max: localToday(), min: '1900-01-01' } }}
          />
          <SelectInput
            required
            label={t('info.gender')}
            options={GENDERS}
            optionLabel={(option) => (isGender(option) ? t(`options.gender.${option}`) : option)}
            value={info.gender}
            onValue={(v) => set('gender', v)}
            onBlur={() => onLeave('gender')}
            error={errors['gender']}
          />
          <SelectInput
            required
            label={t('info.birthCountry')}
            options={countryValues()}
            optionLabel={countryLabel}
            value={info.birthCountry}
            onValue={(v) => set('birthCountry', v)}
            onBlur={() => onLeave('birthCountry')}
            error={errors['birthCountry']}
          />
          <SelectInput
            required
            label={t('info.nationality')}
            options={countryValues()}
            optionLabel={countryLabel}
            value={info.nationality}
            onValue={(v) => set('nationality', v)}
            onBlur={() => onLeave('nationality')}
            error={errors['nationality']}
          />
          {CONTACT_FIELDS.map(field)}
          <SelectInput
            required
            label={t('info.preferredCommunication')}
            options={PREFERRED_COMMUNICATION}
            optionLabel={(option) => (isCommunication(option) ? t(`options.communication.${option}`) : option)}
            value={info.preferredCommunication}
            onValue={(v) => set('preferredCommunication', v)}
            onBlur={() => onLeave('preferredCommunication')}
            error={errors['preferredCommunication']}
          />
        </FieldGrid>
      </Box>

      <Divider />

      <Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t('info.moreHistory')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('info.sectionsHint')}
        </Typography>
        <Box
          role="group"
          aria-label={t('info.optionalSections')}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }, columnGap: 1 }}
        >
          {OPTIONAL_SECTIONS.map(({ key }) => (
            <CheckboxInput
              key={key}
              label={t(`sections.${key}`)}
              checked={info.sections[key]}
              onChecked={(on) => set(`sections.${key}`, on)}
            />
          ))}
        </Box>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {OPTIONAL_SECTIONS.filter(({ key }) => info.sections[key]).map(({ key }) => {
            const Section = SECTION_FORMS[key];
            const label = t(`sections.${key}`);
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
        label={t('info.dataRetention')}
        placeholder={t('info.dataRetentionPlaceholder')}
        hint={t('info.dataRetentionHint')}
        value={info.dataRetentionPreference}
        onValue={(v) => set('dataRetentionPreference', v)}
        error={errors['dataRetentionPreference']}
        sx={{ maxWidth: { sm: '50%' } }}
      />
    </Stack>
  );
}
