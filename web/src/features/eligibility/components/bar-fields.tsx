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
import {
  emptyCriminalEvent,
  emptyRemoval,
  emptyWaiver,
  type CriminalEventValues,
  type FieldErrors,
  type InfoValues,
} from '../utils/form-state';
import { FieldGrid, NumberInput, SelectInput, SwitchInput, TextInput } from './form-fields';

interface BarProps {
  info: InfoValues;
  errors: FieldErrors;
  set: (path: string, value: unknown) => void;
}

interface RowListProps<Row> {
  rows: readonly Row[];
  /** The form path of the list ("immigrationHistory.removals"). */
  path: string;
  set: (path: string, value: unknown) => void;
  blank: () => Row;
  rowLabel: (number: number) => string;
  addLabel: string;
  /** A row's fields. */
  children: (row: Row, index: number) => ReactNode;
}

/** A list of rows, each a labelled group with its delete button, and a button that adds a blank row. */
function RowList<Row>({ rows, path, set, blank, rowLabel, addLabel, children }: RowListProps<Row>) {
  const { t } = useTranslation('eligibility');
  return (
    <>
      {rows.map((row, index) => {
        const label = rowLabel(index + 1);
        return (
          <Box key={index} role="group" aria-label={label} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="subtitle2">{label}</Typography>
              <IconButton
                aria-label={t('bars.deleteRow', { label })}
                size="small"
                onClick={() =>
                  set(
                    path,
                    rows.filter((_, i) => i !== index),
                  )
                }
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Box>
            <FieldGrid>{children(row, index)}</FieldGrid>
          </Box>
        );
      })}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => set(path, [...rows, blank()])}>
          {addLabel}
        </Button>
      </Box>
    </>
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
  const list = 'immigrationHistory.removals';
  return (
    <Stack spacing={1.5}>
      <RowList
        rows={info.immigrationHistory.removals}
        path={list}
        set={set}
        blank={emptyRemoval}
        rowLabel={(number) => t('bars.removal', { number })}
        addLabel={t('bars.addRemoval')}
      >
        {(removal, index) => (
          <>
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
          </>
        )}
      </RowList>
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
  const list = 'immigrationHistory.waivers';
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h4">
        {t('bars.waivers')}
      </Typography>
      <RowList
        rows={info.immigrationHistory.waivers}
        path={list}
        set={set}
        blank={emptyWaiver}
        rowLabel={(number) => t('bars.waiver', { number })}
        addLabel={t('bars.addWaiver')}
      >
        {(waiver, index) => (
          <>
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
          </>
        )}
      </RowList>
    </Stack>
  );
}

export function CriminalEventsList({ info, errors, set }: BarProps) {
  const { t } = useTranslation('eligibility');
  const list = 'criminalHistory.events';
  const field = (event: CriminalEventValues, index: number, name: keyof CriminalEventValues) => ({
    value: event[name],
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
      <RowList
        rows={info.criminalHistory.events}
        path={list}
        set={set}
        blank={emptyCriminalEvent}
        rowLabel={(number) => t('bars.event', { number })}
        addLabel={t('bars.addEvent')}
      >
        {(event, index) => (
          <>
            <SelectInput
              label={t('bars.eventKind')}
              options={CRIMINAL_EVENT_KINDS}
              optionLabel={(option) => t(`bars.eventKinds.${option as (typeof CRIMINAL_EVENT_KINDS)[number]}`)}
              {...field(event, index, 'kind')}
            />
            <SelectInput
              label={t('bars.offence')}
              options={OFFENCES}
              optionLabel={(option) => t(`bars.offences.${option as (typeof OFFENCES)[number]}`)}
              {...field(event, index, 'offence')}
            />
            <TextInput type="date" label={t('bars.offenceDate')} {...field(event, index, 'date')} />
            <NumberInput
              min={0}
              label={t('bars.sentenceMonths')}
              hint={t('bars.sentenceMonthsHint')}
              {...field(event, index, 'sentenceMonths')}
            />
            <NumberInput
              min={0}
              label={t('bars.maxPenaltyMonths')}
              hint={t('bars.maxPenaltyMonthsHint')}
              {...field(event, index, 'maxPenaltyMonths')}
            />
            {event.offence === 'controlled-substance-possession' && (
              <NumberInput min={0} label={t('bars.quantityGrams')} {...field(event, index, 'quantityGrams')} />
            )}
          </>
        )}
      </RowList>
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
