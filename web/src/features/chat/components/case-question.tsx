import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLabel } from '@/lib/case-labels';
import { useRecentCases } from '@/lib/case-choices';
import { defaultCaseChoice, openCasesOf, type CaseTarget } from '../utils/chat-state';

// The radio value of "New case": case ids never contain a space (shared/ids.ts), so it cannot collide with one.
const NEW_CASE = 'new case';

/** A spinner and a line, read out as a status (the cases loading, the chat being linked). */
export function BusyLine({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <CircularProgress size={16} aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  );
}

/**
 * The chat's create_case asking "Which case is this about?" (docs/assistant.md, "How create_case chooses its case"):
 * the user's open cases and "New case"; the only open case is chosen to begin with, several wait for the user.
 */
export function CaseQuestion({ onChoose }: { onChoose: (target: CaseTarget) => void }) {
  const { t } = useTranslation(['chat', 'cases']);
  const labelId = useId();
  const recent = useRecentCases();
  const openCases = openCasesOf(recent.status, recent.data);
  const options = openCases.status === 'loaded' ? openCases.cases : [];
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? defaultCaseChoice(options);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (chosen !== null) onChoose(chosen === NEW_CASE ? null : chosen);
  };

  return (
    <Box component="form" onSubmit={confirm} data-testid="case-question">
      <FormControl component="fieldset" sx={{ display: 'block', minWidth: 0 }}>
        <FormLabel component="legend" id={labelId} sx={{ color: 'text.primary', mb: 0.5 }}>
          {t('caseQuestion.title')}
        </FormLabel>
        {openCases.status === 'loading' && <BusyLine text={t('caseQuestion.loading')} />}
        {openCases.status === 'error' && (
          <Alert
            severity="warning"
            sx={{ my: 1 }}
            action={
              <Button color="inherit" size="small" onClick={() => void recent.refetch()}>
                {t('caseQuestion.tryAgain')}
              </Button>
            }
          >
            {t('caseQuestion.loadFailed')}
          </Alert>
        )}
        {openCases.status !== 'loading' && (
          <RadioGroup aria-labelledby={labelId} value={chosen ?? ''} onChange={(_event, value) => setPicked(value)}>
            {options.map((c) => (
              <FormControlLabel
                key={c.caseId}
                value={c.caseId}
                control={<Radio size="small" />}
                label={t('caseQuestion.option', { caseNumber: c.caseNumber, caseName: c.caseName, status: statusLabel(c.status) })}
                sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 }, '& .MuiFormControlLabel-label': { pt: 0.75 } }}
              />
            ))}
            <FormControlLabel value={NEW_CASE} control={<Radio size="small" />} label={t('caseQuestion.newCase')} />
          </RadioGroup>
        )}
      </FormControl>
      <Button type="submit" variant="contained" size="small" sx={{ mt: 1 }} disabled={chosen === null}>
        {t('caseQuestion.confirm')}
      </Button>
    </Box>
  );
}
