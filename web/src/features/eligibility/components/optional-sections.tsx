// The Info step's optional sections. Each is shown only while its checkbox is on; when it is off the wizard sends
// it empty or false (see build-payload), whatever was typed into it before.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { countryLabel, countryValues } from '@/lib/country-names';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { emptyTrip, type FieldErrors, type InfoValues, type SectionKey } from '../utils/form-state';
import {
  CriminalEventsList,
  EntryFields,
  ExchangeVisitorFields,
  I864ExemptionSelect,
  ReentryDate,
  RemovalsList,
  WaiversList,
} from './bar-fields';
import { CheckboxInput, FieldGrid, NumberInput, SelectInput, SwitchInput, TextInput } from './form-fields';

interface SectionProps {
  info: InfoValues;
  errors: FieldErrors;
  set: (path: string, value: unknown) => void;
}

const HISTORY_TEXTS = ['previousVisas', 'visaApplications', 'visaRefusals', 'voluntaryDepartures'] as const;
const MONEY_FIELDS = ['debts', 'monthlyExpenses', 'monthlyIncome', 'assets'] as const;

function ImmigrationHistory({ info, errors, set }: SectionProps) {
  const { t } = useTranslation('eligibility');
  const {
    overstays,
    deportations,
    entry: _entry,
    removals: _removals,
    reentryDate: _reentry,
    exchangeVisitor: _j1,
    waivers: _waivers,
    ...rest
  } = info.immigrationHistory;
  const text = (name: keyof typeof rest) => (
    <TextInput
      key={name}
      label={t(`immigration.${name}`)}
      value={rest[name]}
      onValue={(v) => set(`immigrationHistory.${name}`, v)}
      error={errors[`immigrationHistory.${name}`]}
      multiline
      maxRows={4}
    />
  );
  return (
    <Stack spacing={2}>
      <EntryFields info={info} errors={errors} set={set} />
      <FieldGrid>{HISTORY_TEXTS.map(text)}</FieldGrid>
      <SwitchInput
        label={t('immigration.overstayed')}
        checked={overstays.overstayed}
        onChecked={(v) => set('immigrationHistory.overstays.overstayed', v)}
      />
      {overstays.overstayed && (
        <FieldGrid>
          <NumberInput
            integer
            min={0}
            label={t('immigration.unlawfulPresenceDays')}
            hint={t('immigration.unlawfulPresenceDaysHint')}
            value={overstays.unlawfulPresenceDays}
            onValue={(v) => set('immigrationHistory.overstays.unlawfulPresenceDays', v)}
            error={errors['immigrationHistory.overstays.unlawfulPresenceDays']}
          />
          <TextInput
            type="date"
            label={t('immigration.lastDepartureDate')}
            hint={t('immigration.lastDepartureDateHint')}
            value={overstays.lastDepartureDate}
            onValue={(v) => set('immigrationHistory.overstays.lastDepartureDate', v)}
            error={errors['immigrationHistory.overstays.lastDepartureDate']}
          />
          <TextInput
            label={t('immigration.overstayDetails')}
            value={overstays.details}
            onValue={(v) => set('immigrationHistory.overstays.details', v)}
            multiline
            maxRows={4}
          />
        </FieldGrid>
      )}
      <SwitchInput
        label={t('immigration.removed')}
        checked={deportations.removed}
        onChecked={(v) => set('immigrationHistory.deportations.removed', v)}
      />
      {deportations.removed && (
        <Stack spacing={1}>
          <RemovalsList info={info} errors={errors} set={set} />
          <TextInput
            label={t('immigration.removalDetails')}
            value={deportations.details}
            onValue={(v) => set('immigrationHistory.deportations.details', v)}
            multiline
            maxRows={4}
          />
        </Stack>
      )}
      <SwitchInput
        label={t('immigration.reenteredWithoutInspection')}
        checked={deportations.reenteredWithoutInspection}
        onChecked={(v) => set('immigrationHistory.deportations.reenteredWithoutInspection', v)}
      />
      <ReentryDate info={info} errors={errors} set={set} />
      <ExchangeVisitorFields info={info} errors={errors} set={set} />
      <WaiversList info={info} errors={errors} set={set} />
    </Stack>
  );
}

function CriminalHistory({ info, errors, set }: SectionProps) {
  const { t } = useTranslation('eligibility');
  const c = info.criminalHistory;
  return (
    <Stack spacing={1.5}>
      <TextInput
        label={t('criminal.arrests')}
        hint={t('criminal.arrestsHint')}
        value={c.arrests}
        onValue={(v) => set('criminalHistory.arrests', v)}
        error={errors['criminalHistory.arrests']}
        multiline
        maxRows={4}
      />
      <SwitchInput
        label={t('criminal.convicted')}
        checked={c.convictions.convicted}
        onChecked={(v) => set('criminalHistory.convictions.convicted', v)}
      />
      {c.convictions.convicted && (
        <TextInput
          label={t('criminal.convictionDetails')}
          hint={t('criminal.convictionDetailsHint')}
          value={c.convictions.details}
          onValue={(v) => set('criminalHistory.convictions.details', v)}
          error={errors['criminalHistory.convictions.details']}
          multiline
          maxRows={4}
        />
      )}
      <CriminalEventsList info={info} errors={errors} set={set} />
      <SwitchInput label={t('criminal.warrants')} checked={c.warrants} onChecked={(v) => set('criminalHistory.warrants', v)} />
      <SwitchInput label={t('criminal.watchlist')} checked={c.watchlistCheck} onChecked={(v) => set('criminalHistory.watchlistCheck', v)} />
      <TextInput
        label={t('criminal.securityClearance')}
        value={c.securityClearance}
        onValue={(v) => set('criminalHistory.securityClearance', v)}
      />
    </Stack>
  );
}

function MedicalHistory({ info, errors, set }: SectionProps) {
  const { t } = useTranslation('eligibility');
  const m = info.medicalHistory;
  return (
    <Stack spacing={1.5}>
      <SwitchInput
        label={t('medical.vaccinations')}
        hint={t('medical.vaccinationsHint')}
        checked={m.vaccinations}
        onChecked={(v) => set('medicalHistory.vaccinations', v)}
      />
      <FieldGrid>
        <TextInput
          label={t('medical.communicableDiseases')}
          hint={t('medical.communicableDiseasesHint')}
          value={m.communicableDiseases}
          onValue={(v) => set('medicalHistory.communicableDiseases', v)}
          error={errors['medicalHistory.communicableDiseases']}
        />
        <TextInput label={t('medical.allergies')} value={m.allergies} onValue={(v) => set('medicalHistory.allergies', v)} />
        <TextInput
          label={t('medical.medicalConditions')}
          value={m.medicalConditions}
          onValue={(v) => set('medicalHistory.medicalConditions', v)}
        />
      </FieldGrid>
    </Stack>
  );
}

function PublicCharge({ info, errors, set }: SectionProps) {
  const { t } = useTranslation('eligibility');
  const p = info.publicCharge;
  const money = (name: 'debts' | 'monthlyExpenses' | 'monthlyIncome' | 'assets') => (
    <NumberInput
      key={name}
      money
      min={0}
      label={t(`publicCharge.${name}`)}
      hint={t(`publicCharge.${name}Hint`)}
      value={p[name]}
      onValue={(v) => set(`publicCharge.${name}`, v)}
      error={errors[`publicCharge.${name}`]}
    />
  );
  return (
    <FieldGrid>
      {MONEY_FIELDS.map(money)}
      <TextInput
        label={t('publicCharge.supportObligations')}
        hint={t('publicCharge.supportObligationsHint')}
        value={p.supportObligations}
        onValue={(v) => set('publicCharge.supportObligations', v)}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
      <I864ExemptionSelect info={info} errors={errors} set={set} />
    </FieldGrid>
  );
}

function TravelHistory({ info, errors, set }: SectionProps) {
  const { t } = useTranslation('eligibility');
  const trips = info.travelHistory;
  return (
    <Stack spacing={2}>
      {trips.map((trip, index) => (
        <Box
          key={index}
          role="group"
          aria-label={t('travel.trip', { number: index + 1 })}
          sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="subtitle2">{t('travel.trip', { number: index + 1 })}</Typography>
            <IconButton
              aria-label={t('travel.removeTrip', { number: index + 1 })}
              size="small"
              onClick={() => set('travelHistory', trips.length === 1 ? [emptyTrip()] : trips.filter((_, i) => i !== index))}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Box>
          <FieldGrid>
            <SelectInput
              label={t('travel.country')}
              options={countryValues()}
              optionLabel={countryLabel}
              value={trip.country}
              onValue={(v) => set(`travelHistory.${index}.country`, v)}
              error={errors[`travelHistory.${index}.country`]}
            />
            <TextInput
              label={t('travel.port')}
              value={trip.port}
              onValue={(v) => set(`travelHistory.${index}.port`, v)}
              error={errors[`travelHistory.${index}.port`]}
            />
            <TextInput
              type="date"
              label={t('travel.entryDate')}
              value={trip.entryDate}
              onValue={(v) => set(`travelHistory.${index}.entryDate`, v)}
              error={errors[`travelHistory.${index}.entryDate`]}
            />
            <TextInput
              type="date"
              label={t('travel.exitDate')}
              value={trip.exitDate}
              onValue={(v) => set(`travelHistory.${index}.exitDate`, v)}
              error={errors[`travelHistory.${index}.exitDate`]}
            />
          </FieldGrid>
        </Box>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => set('travelHistory', [...trips, emptyTrip()])}>
          {t('travel.addTrip')}
        </Button>
      </Box>
    </Stack>
  );
}

function SocialMedia({ info, errors, set }: SectionProps) {
  const { t } = useTranslation('eligibility');
  return (
    <TextInput
      label={t('social.handles')}
      hint={t('social.handlesHint')}
      value={info.socialMediaHandles}
      onValue={(v) => set('socialMediaHandles', v)}
      error={errors['socialMediaHandles'] ?? errors['socialMediaHandles.0']}
    />
  );
}

function Interpreter({ info, errors, set }: SectionProps) {
  const { t } = useTranslation('eligibility');
  const i = info.interpreterNeeds;
  return (
    <Stack spacing={1}>
      <FieldGrid>
        <TextInput
          label={t('interpreter.language')}
          value={i.language}
          onValue={(v) => set('interpreterNeeds.language', v)}
          error={errors['interpreterNeeds.language']}
        />
        <TextInput
          label={t('interpreter.dialect')}
          value={i.dialect}
          onValue={(v) => set('interpreterNeeds.dialect', v)}
          error={errors['interpreterNeeds.dialect']}
        />
      </FieldGrid>
      <SwitchInput
        label={t('interpreter.signLanguage')}
        checked={i.signLanguage}
        onChecked={(v) => set('interpreterNeeds.signLanguage', v)}
      />
    </Stack>
  );
}

function Consent({ info, set }: SectionProps) {
  const { t } = useTranslation('eligibility');
  const c = info.eSignatureConsent;
  return (
    <Stack>
      <CheckboxInput
        label={t('consent.backgroundChecks')}
        checked={c.backgroundChecks}
        onChecked={(v) => set('eSignatureConsent.backgroundChecks', v)}
      />
      <CheckboxInput label={t('consent.dataSharing')} checked={c.dataSharing} onChecked={(v) => set('eSignatureConsent.dataSharing', v)} />
      <CheckboxInput
        label={t('consent.electronicFiling')}
        checked={c.electronicFiling}
        onChecked={(v) => set('eSignatureConsent.electronicFiling', v)}
      />
    </Stack>
  );
}

export const SECTION_FORMS: Record<SectionKey, (props: SectionProps) => React.JSX.Element> = {
  immigrationHistory: ImmigrationHistory,
  criminalHistory: CriminalHistory,
  medicalHistory: MedicalHistory,
  publicCharge: PublicCharge,
  travelHistory: TravelHistory,
  socialMediaHandles: SocialMedia,
  interpreterNeeds: Interpreter,
  eSignatureConsent: Consent,
};
