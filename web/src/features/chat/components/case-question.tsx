import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CaseChoiceGroup } from '@/components/cases/case-choice-group';
import { defaultCaseChoice, NEW_CASE, useOpenCases } from '@/lib/case-choices';
import type { CaseTarget } from '../utils/chat-state';

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
  const { t } = useTranslation('chat');
  const cases = useOpenCases();
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? (cases.data ? defaultCaseChoice(null, cases.data) : null);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (chosen !== null) onChoose(chosen === NEW_CASE ? null : chosen);
  };

  return (
    <Box component="form" onSubmit={confirm} data-testid="case-question">
      <CaseChoiceGroup label={t('caseQuestion.title')} value={chosen} onChange={setPicked} cases={cases} />
      <Button type="submit" variant="contained" size="small" sx={{ mt: 1 }} disabled={chosen === null}>
        {t('caseQuestion.confirm')}
      </Button>
    </Box>
  );
}
