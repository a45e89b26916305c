// The Info step's optional sections. Each is shown only while its checkbox is on; when it is off the wizard sends
// it empty or false (see build-payload), whatever was typed into it before.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { COUNTRIES } from '@shared/reference/countries';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { emptyTrip, type FieldErrors, type InfoValues, type SectionKey } from '../utils/form-state';
import { CheckboxInput, FieldGrid, NumberInput, SelectInput, SwitchInput, TextInput } from './form-fields';

interface SectionProps {
  info: InfoValues;
  errors: FieldErrors;
  set: (path: string, value: unknown) => void;
}

function ImmigrationHistory({ info, errors, set }: SectionProps) {
  const { overstays, deportations, ...rest } = info.immigrationHistory;
  const text = (name: keyof typeof rest, label: string) => (
    <TextInput label={label} value={rest[name]} onValue={(v) => set(`immigrationHistory.${name}`, v)} error={errors[`immigrationHistory.${name}`]} multiline maxRows={4} />
  );
  return (
    <Stack spacing={2}>
      <FieldGrid>
        {text('previousVisas', 'Previous visas')}
        {text('visaApplications', 'Visa applications')}
        {text('visaRefusals', 'Visa refusals')}
        {text('voluntaryDepartures', 'Voluntary departures')}
      </FieldGrid>
      <SwitchInput
        label="I have stayed in the United States longer than allowed, or without permission"
        checked={overstays.overstayed}
        onChecked={(v) => set('immigrationHistory.overstays.overstayed', v)}
      />
      {overstays.overstayed && (
        <FieldGrid>
          <NumberInput
            integer
            min={0}
            label="Days of unlawful presence"
            hint="The longest single period without permission."
            value={overstays.unlawfulPresenceDays}
            onValue={(v) => set('immigrationHistory.overstays.unlawfulPresenceDays', v)}
            error={errors['immigrationHistory.overstays.unlawfulPresenceDays']}
          />
          <TextInput
            type="date"
            label="Date you left the United States"
            hint="Leave blank if you are still there."
            value={overstays.lastDepartureDate}
            onValue={(v) => set('immigrationHistory.overstays.lastDepartureDate', v)}
            error={errors['immigrationHistory.overstays.lastDepartureDate']}
          />
          <TextInput label="Overstay details" value={overstays.details} onValue={(v) => set('immigrationHistory.overstays.details', v)} multiline maxRows={4} />
        </FieldGrid>
      )}
      <SwitchInput
        label="I have been removed or deported from the United States"
        checked={deportations.removed}
        onChecked={(v) => set('immigrationHistory.deportations.removed', v)}
      />
      {deportations.removed && (
        <Stack spacing={1}>
          <FieldGrid>
            <TextInput
              type="date"
              label="Date of the most recent removal"
              value={deportations.removalDate}
              onValue={(v) => set('immigrationHistory.deportations.removalDate', v)}
              error={errors['immigrationHistory.deportations.removalDate']}
            />
            <NumberInput
              integer
              min={0}
              label="Number of removals"
              value={deportations.removalCount}
              onValue={(v) => set('immigrationHistory.deportations.removalCount', v)}
              error={errors['immigrationHistory.deportations.removalCount']}
            />
          </FieldGrid>
          <SwitchInput
            label="The removal was ordered when I arrived at the border or an airport"
            checked={deportations.removedOnArrival}
            onChecked={(v) => set('immigrationHistory.deportations.removedOnArrival', v)}
          />
          <TextInput label="Removal details" value={deportations.details} onValue={(v) => set('immigrationHistory.deportations.details', v)} multiline maxRows={4} />
        </Stack>
      )}
      <SwitchInput
        label="After a removal, or after more than a year without permission, I entered or tried to enter without inspection"
        checked={deportations.reenteredWithoutInspection}
        onChecked={(v) => set('immigrationHistory.deportations.reenteredWithoutInspection', v)}
      />
    </Stack>
  );
}

function CriminalHistory({ info, errors, set }: SectionProps) {
  const c = info.criminalHistory;
  return (
    <Stack spacing={1.5}>
      <TextInput
        label="Arrests or citations"
        hint="Anywhere in the world, with dates and outcomes."
        value={c.arrests}
        onValue={(v) => set('criminalHistory.arrests', v)}
        error={errors['criminalHistory.arrests']}
        multiline
        maxRows={4}
      />
      <SwitchInput label="I have been convicted of a crime or offense" checked={c.convictions.convicted} onChecked={(v) => set('criminalHistory.convictions.convicted', v)} />
      {c.convictions.convicted && (
        <TextInput
          label="Conviction details"
          hint="Each offense, where, when and the sentence."
          value={c.convictions.details}
          onValue={(v) => set('criminalHistory.convictions.details', v)}
          error={errors['criminalHistory.convictions.details']}
          multiline
          maxRows={4}
        />
      )}
      <SwitchInput label="There is an outstanding arrest warrant for me" checked={c.warrants} onChecked={(v) => set('criminalHistory.warrants', v)} />
      <SwitchInput label="I have been told I am on a security or terrorism watch list" checked={c.watchlistCheck} onChecked={(v) => set('criminalHistory.watchlistCheck', v)} />
      <TextInput label="Security clearance" value={c.securityClearance} onValue={(v) => set('criminalHistory.securityClearance', v)} />
    </Stack>
  );
}

function MedicalHistory({ info, errors, set }: SectionProps) {
  const m = info.medicalHistory;
  return (
    <Stack spacing={1.5}>
      <SwitchInput
        label="I have received all vaccinations required of immigrants"
        hint="For example measles, mumps, rubella, polio, tetanus and hepatitis B."
        checked={m.vaccinations}
        onChecked={(v) => set('medicalHistory.vaccinations', v)}
      />
      <FieldGrid>
        <TextInput
          label="Communicable diseases"
          hint="Such as active tuberculosis. Leave empty if none."
          value={m.communicableDiseases}
          onValue={(v) => set('medicalHistory.communicableDiseases', v)}
          error={errors['medicalHistory.communicableDiseases']}
        />
        <TextInput label="Allergies" value={m.allergies} onValue={(v) => set('medicalHistory.allergies', v)} />
        <TextInput label="Medical conditions" value={m.medicalConditions} onValue={(v) => set('medicalHistory.medicalConditions', v)} />
      </FieldGrid>
    </Stack>
  );
}

function PublicCharge({ info, errors, set }: SectionProps) {
  const p = info.publicCharge;
  const money = (name: 'debts' | 'monthlyExpenses' | 'monthlyIncome' | 'assets', label: string, hint?: string) => (
    <NumberInput money min={0} label={label} hint={hint} value={p[name]} onValue={(v) => set(`publicCharge.${name}`, v)} error={errors[`publicCharge.${name}`]} />
  );
  return (
    <FieldGrid>
      {money('debts', 'Debts', 'Total, in U.S. dollars.')}
      {money('monthlyExpenses', 'Monthly expenses', 'Household, in U.S. dollars.')}
      {money('monthlyIncome', 'Monthly income', 'Optional: household income, in U.S. dollars.')}
      {money('assets', 'Assets', 'Optional: savings and other assets, in U.S. dollars.')}
      <TextInput
        label="Support obligations"
        hint="People you must support, such as children or parents."
        value={p.supportObligations}
        onValue={(v) => set('publicCharge.supportObligations', v)}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
    </FieldGrid>
  );
}

function TravelHistory({ info, errors, set }: SectionProps) {
  const trips = info.travelHistory;
  return (
    <Stack spacing={2}>
      {trips.map((trip, index) => (
        <Box key={index} role="group" aria-label={`Trip ${index + 1}`} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="subtitle2">Trip {index + 1}</Typography>
            <IconButton
              aria-label={`Remove trip ${index + 1}`}
              size="small"
              onClick={() => set('travelHistory', trips.length === 1 ? [emptyTrip()] : trips.filter((_, i) => i !== index))}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Box>
          <FieldGrid>
            <SelectInput label="Country visited" options={COUNTRIES} value={trip.country} onValue={(v) => set(`travelHistory.${index}.country`, v)} error={errors[`travelHistory.${index}.country`]} />
            <TextInput label="Port of entry" value={trip.port} onValue={(v) => set(`travelHistory.${index}.port`, v)} error={errors[`travelHistory.${index}.port`]} />
            <TextInput type="date" label="Entry date" value={trip.entryDate} onValue={(v) => set(`travelHistory.${index}.entryDate`, v)} error={errors[`travelHistory.${index}.entryDate`]} />
            <TextInput type="date" label="Exit date" value={trip.exitDate} onValue={(v) => set(`travelHistory.${index}.exitDate`, v)} error={errors[`travelHistory.${index}.exitDate`]} />
          </FieldGrid>
        </Box>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => set('travelHistory', [...trips, emptyTrip()])}>
          Add trip
        </Button>
      </Box>
    </Stack>
  );
}

function SocialMedia({ info, errors, set }: SectionProps) {
  return (
    <TextInput
      label="Social media handles"
      hint="Separate them with commas, e.g. @ana.pereira, linkedin.com/in/anapereira"
      value={info.socialMediaHandles}
      onValue={(v) => set('socialMediaHandles', v)}
      error={errors['socialMediaHandles'] ?? errors['socialMediaHandles.0']}
    />
  );
}

function Interpreter({ info, errors, set }: SectionProps) {
  const i = info.interpreterNeeds;
  return (
    <Stack spacing={1}>
      <FieldGrid>
        <TextInput label="Interpreter language" value={i.language} onValue={(v) => set('interpreterNeeds.language', v)} error={errors['interpreterNeeds.language']} />
        <TextInput label="Dialect" value={i.dialect} onValue={(v) => set('interpreterNeeds.dialect', v)} error={errors['interpreterNeeds.dialect']} />
      </FieldGrid>
      <SwitchInput label="I need a sign language interpreter" checked={i.signLanguage} onChecked={(v) => set('interpreterNeeds.signLanguage', v)} />
    </Stack>
  );
}

function Consent({ info, set }: SectionProps) {
  const c = info.eSignatureConsent;
  return (
    <Stack>
      <CheckboxInput label="I consent to background checks" checked={c.backgroundChecks} onChecked={(v) => set('eSignatureConsent.backgroundChecks', v)} />
      <CheckboxInput label="I consent to sharing my data with the agencies involved" checked={c.dataSharing} onChecked={(v) => set('eSignatureConsent.dataSharing', v)} />
      <CheckboxInput label="I consent to electronic filing" checked={c.electronicFiling} onChecked={(v) => set('eSignatureConsent.electronicFiling', v)} />
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
