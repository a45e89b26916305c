import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import type { CaseSummary } from '@shared/cases/case-views';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_CASE } from '@/lib/case-choices';
import { statusLabel } from '@/lib/case-labels';

interface CaseChoiceGroupProps {
  /** The group's name, e.g. "Save this check to". */
  label: string;
  /** The chosen case's id, NEW_CASE, or null while nothing is chosen. */
  value: string | null;
  onChange: (value: string) => void;
  /** The cases to offer (lib/case-choices.ts). */
  cases: UseQueryResult<CaseSummary[]>;
  /** The "new case" option's words, when a tool has its own (e.g. "New Draft case"). */
  newCaseLabel?: string;
  help?: string;
  error?: string;
}

/** Which case a tool run attaches to: one of the user's cases, or a new one. Loading and failure keep "New case". */
export function CaseChoiceGroup({ label, value, onChange, cases, newCaseLabel, help, error }: CaseChoiceGroupProps) {
  // The status names are in the cases catalog (lib/case-labels.ts): loaded here, for screens that have not.
  const { t } = useTranslation(['components', 'cases']);
  const labelId = useId();
  const helpId = useId();
  return (
    <FormControl error={Boolean(error)} component="fieldset" sx={{ width: '100%' }}>
      <FormLabel id={labelId} component="legend">
        {label}
      </FormLabel>
      {help && (
        <Typography id={helpId} variant="body2" color="text.secondary">
          {help}
        </Typography>
      )}
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={help ? helpId : undefined}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {cases.data?.map((c) => (
          <FormControlLabel
            key={c.caseId}
            value={c.caseId}
            control={<Radio slotProps={{ input: { 'aria-invalid': error ? true : undefined } }} />}
            label={t('caseChoice.option', { caseNumber: c.caseNumber, caseName: c.caseName, status: statusLabel(c.status) })}
            sx={{ overflowWrap: 'anywhere' }}
          />
        ))}
        <FormControlLabel
          value={NEW_CASE}
          control={<Radio slotProps={{ input: { 'aria-invalid': error ? true : undefined } }} />}
          label={newCaseLabel ?? t('caseChoice.newCase')}
        />
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
      {cases.isPending && cases.fetchStatus !== 'idle' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <CircularProgress size={18} aria-hidden />
          <Typography variant="body2">{t('caseChoice.loading')}</Typography>
        </Box>
      )}
      {cases.isError && (
        <Alert
          severity="warning"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void cases.refetch()}>
              {t('caseChoice.retry')}
            </Button>
          }
        >
          {t('caseChoice.loadFailed')}
        </Alert>
      )}
    </FormControl>
  );
}
