// The Info step's questions the bars turn on (docs/eligibility.md, "Bars"): how the applicant last entered, each
// removal, the reentry's date, the J-1 home rule, the waivers on file, each criminal event and the I-864 exemption.
// The lists add and delete rows; each field's error is the API's path, so a message lands next to its field.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import {
  CRIMINAL_EVENT_KINDS,
  ENTRY_MANNERS,
  I864_EXEMPTIONS,
  OFFENCES,
  REMOVAL_KINDS,
  WAIVER_KINDS,
  WAIVER_STATUSES,
} from '@shared/eligibility/bar-facts-schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyCriminalEvent, emptyRemoval, emptyWaiver, type FieldErrors, type InfoValues } from '../utils/form-state';
import { FieldGrid, NumberInput, SelectInput, SwitchInput, TextInput } from './form-fields';

interface BarProps {
  info: InfoValues;
  errors: FieldErrors;
  set: (path: string, value: unknown) => void;
}

/** One row of a list, as a labelled group with its delete button. */
function Row({
  label,
  onDelete,
  deleteLabel,
  children,
}: {
  label: string;
  onDelete: () => void;
  deleteLabel: string;
  children: ReactNode;
}) {
  return (
    <Box role="group" aria-label={label} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2">{label}</Typography>
        <IconButton aria-label={deleteLabel} size="small" onClick={onDelete}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Box>
      <FieldGrid>{children}</FieldGrid>
    </Box>
  );
}

function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Box>
      <Button startIcon={<AddIcon />} onClick={onClick}>
        {children}
      </Button>
    </Box>
  );
}

export function EntryFields({ info, errors, set }: BarProps) {
  const { t } = useTranslation('eligibility');
  const entry = info.immigrationHistory.entry;
  const path = (name: string) => `immigrationHistory.entry.${name}`;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h4">
        {t('bars.entry')}
      </Typography>
      <FieldGrid>
        <SelectInput
          label={t('bars.entryManner')}
          hint={t('bars.entryMannerHint')}
          options={ENTRY_MANNERS}
          optionLabel={(option) => t(`bars.manners.${option as (typeof ENTRY_MANNERS)[number]}`)}
          value={entry.manner}
          onValue={(v) => set(path('manner'), v)}
          error={errors[path('manner')]}
        />
        <TextInput
          type="date"
          label={t('bars.entryDate')}
          value={entry.date}
          onValue={(v) => set(path('date'), v)}
          error={errors[path('date')]}
        />
        <NumberInput
          integer
          min={0}
          label={t('bars.totalUnlawfulPresenceDays')}
          hint={t('bars.totalUnlawfulPresenceDaysHint')}
          value={entry.unlawfulPresenceDays}
          onValue={(v) => set(path('unlawfulPresenceDays'), v)}
          error={errors[path('unlawfulPresenceDays')]}
        />
        <TextInput
          type="date"
          label={t('bars.section245i')}
          hint={t('bars.section245iHint')}
          value={entry.section245i}
          onValue={(v) => set(path('section245i'), v)}
          error={errors[path('section245i')]}
        />
      </FieldGrid>
    </Stack>
  );
}

export function RemovalsList({ info, errors, set }: BarProps) {
  const { t } = useTranslation('eligibility');
  const removals = info.immigrationHistory.removals;
  const list = 'immigrationHistory.removals';
  return (
    <Stack spacing={1.5}>
      {removals.map((removal, index) => {
        const label = t('bars.removal', { number: index + 1 });
        return (
          <Row
            key={index}
            label={label}
            deleteLabel={t('bars.deleteRow', { label })}
            onDelete={() =>
              set(
                list,
                removals.filter((_, i) => i !== index),
              )
            }
          >
            <SelectInput
              label={t('bars.removalKind')}
              options={REMOVAL_KINDS}
              optionLabel={(option) => t(`bars.removalKinds.${option as (typeof REMOVAL_KINDS)[number]}`)}
              value={removal.kind}
              onValue={(v) => set(`${list}.${index}.kind`, v)}
              error={errors[`${list}.${index}.kind`]}
            />
            <TextInput
              type="date"
              label={t('bars.removalDate')}
              value={removal.date}
              onValue={(v) => set(`${list}.${index}.date`, v)}
              error={errors[`${list}.${index}.date`]}
            />
          </Row>
        );
      })}
      <AddButton onClick={() => set(list, [...removals, emptyRemoval()])}>{t('bars.addRemoval')}</AddButton>
    </Stack>
  );
}

export function ReentryDate({ info, errors, set }: BarProps) {
  const { t } = useTranslation('eligibility');
  if (!info.immigrationHistory.deportations.reenteredWithoutInspection) return null;
  return (
    <FieldGrid>
      <TextInput
        type="date"
        label={t('bars.reentryDate')}
        value={info.immigrationHistory.reentryDate}
        onValue={(v) => set('immigrationHistory.reentryDate', v)}
        error={errors['immigrationHistory.reentryWithoutAdmission.date']}
      />
    </FieldGrid>
  );
}

export function ExchangeVisitorFields({ info, set }: BarProps) {
  const { t } = useTranslation('eligibility');
  const j1 = info.immigrationHistory.exchangeVisitor;
  return (
    <Stack spacing={0.5}>
      <SwitchInput
        label={t('bars.subjectTo212e')}
        hint={t('bars.subjectTo212eHint')}
        checked={j1.subjectTo212e}
        onChecked={(v) => set('immigrationHistory.exchangeVisitor.subjectTo212e', v)}
      />
      {j1.subjectTo212e && (
        <SwitchInput
          label={t('bars.homeResidenceCompleted')}
          checked={j1.homeResidenceCompleted}
          onChecked={(v) => set('immigrationHistory.exchangeVisitor.homeResidenceCompleted', v)}
        />
      )}
    </Stack>
  );
}

export function WaiversList({ info, errors, set }: BarProps) {
  const { t } = useTranslation('eligibility');
  const waivers = info.immigrationHistory.waivers;
  const list = 'immigrationHistory.waivers';
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h4">
        {t('bars.waivers')}
      </Typography>
      {waivers.map((waiver, index) => {
        const label = t('bars.waiver', { number: index + 1 });
        return (
          <Row
            key={index}
            label={label}
            deleteLabel={t('bars.deleteRow', { label })}
            onDelete={() =>
              set(
                list,
                waivers.filter((_, i) => i !== index),
              )
            }
          >
            <SelectInput
              label={t('bars.waiverKind')}
              options={WAIVER_KINDS}
              optionLabel={(option) => t(`bars.waiverKinds.${option as (typeof WAIVER_KINDS)[number]}`)}
              value={waiver.kind}
              onValue={(v) => set(`${list}.${index}.kind`, v)}
              error={errors[`waivers.${index}.kind`]}
            />
            <SelectInput
              label={t('bars.waiverStatus')}
              options={WAIVER_STATUSES}
              optionLabel={(option) => t(`bars.waiverStatuses.${option as (typeof WAIVER_STATUSES)[number]}`)}
              value={waiver.status}
              onValue={(v) => set(`${list}.${index}.status`, v)}
              error={errors[`waivers.${index}.status`]}
            />
          </Row>
        );
      })}
      <AddButton onClick={() => set(list, [...waivers, emptyWaiver()])}>{t('bars.addWaiver')}</AddButton>
    </Stack>
  );
}

export function CriminalEventsList({ info, errors, set }: BarProps) {
  const { t } = useTranslation('eligibility');
  const events = info.criminalHistory.events;
  const list = 'criminalHistory.events';
  const field = (index: number, name: string) => ({
    value: String(events[index]?.[name as keyof (typeof events)[number]] ?? ''),
    onValue: (v: string) => set(`${list}.${index}.${name}`, v),
    error: errors[`${list}.${index}.${name}`],
  });
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h4">
        {t('bars.events')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('bars.eventsHint')}
      </Typography>
      {events.map((event, index) => {
        const label = t('bars.event', { number: index + 1 });
        return (
          <Row
            key={index}
            label={label}
            deleteLabel={t('bars.deleteRow', { label })}
            onDelete={() =>
              set(
                list,
                events.filter((_, i) => i !== index),
              )
            }
          >
            <SelectInput
              label={t('bars.eventKind')}
              options={CRIMINAL_EVENT_KINDS}
              optionLabel={(option) => t(`bars.eventKinds.${option as (typeof CRIMINAL_EVENT_KINDS)[number]}`)}
              {...field(index, 'kind')}
            />
            <SelectInput
              label={t('bars.offence')}
              options={OFFENCES}
              optionLabel={(option) => t(`bars.offences.${option as (typeof OFFENCES)[number]}`)}
              {...field(index, 'offence')}
            />
            <TextInput type="date" label={t('bars.offenceDate')} {...field(index, 'date')} />
            <NumberInput min={0} label={t('bars.sentenceMonths')} hint={t('bars.sentenceMonthsHint')} {...field(index, 'sentenceMonths')} />
            <NumberInput
              min={0}
              label={t('bars.maxPenaltyMonths')}
              hint={t('bars.maxPenaltyMonthsHint')}
              {...field(index, 'maxPenaltyMonths')}
            />
            {event.offence === 'controlled-substance-possession' && (
              <NumberInput min={0} label={t('bars.quantityGrams')} {...field(index, 'quantityGrams')} />
            )}
          </Row>
        );
      })}
      <AddButton onClick={() => set(list, [...events, emptyCriminalEvent()])}>{t('bars.addEvent')}</AddButton>
    </Stack>
  );
}

export function I864ExemptionSelect({ info, errors, set }: BarProps) {
  const { t } = useTranslation('eligibility');
  return (
    <SelectInput
      label={t('bars.i864Exemption')}
      hint={t('bars.i864ExemptionHint')}
      placeholder={t('bars.noExemption')}
      options={I864_EXEMPTIONS}
      optionLabel={(option) => t(`bars.exemptions.${option as (typeof I864_EXEMPTIONS)[number]}`)}
      value={info.publicCharge.i864Exemption}
      onValue={(v) => set('publicCharge.i864Exemption', v)}
      error={errors['publicCharge.i864Exemption']}
      sx={{ gridColumn: { sm: '1 / -1' } }}
    />
  );
}
