import { Alert, Box, Button, Typography } from '@mui/material';
import { GOAL_IDS, type GoalId, type GoalsView } from '@shared/forms/form-views';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AsyncState } from '@/components/ui/async-state';
import { ChoiceTiles, type ChoiceTile } from '@/components/ui/choice-tiles';
import { paths } from '@/config/paths';
import { useGoals, useStartGoal } from '@/lib/forms';

const isGoalId = (value: string): value is GoalId => (GOAL_IDS as readonly string[]).includes(value);

/** The goals as tiles, each described by the forms of its filing; goals this app version does not know are left out. */
export function goalTiles({ goals }: GoalsView, formsLabel: (forms: string) => string): ChoiceTile<GoalId>[] {
  return goals.flatMap(({ goalId, title, forms }) =>
    isGoalId(goalId) ? [{ value: goalId, label: title, description: formsLabel(forms.join(', ')) }] : [],
  );
}

interface GoalChooserProps {
  /** A case without a goal gets the chosen one; without it, the goal's case is opened (or the open one found). */
  caseId?: string;
  /** The heading's level: an h2 on the Overview, under the screen's h1. */
  headingLevel?: 'h2' | 'h3';
}

/** "What do you want to do?": pick a goal, then its case opens on the form interview. */
export function GoalChooser({ caseId, headingLevel = 'h2' }: GoalChooserProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const goals = useGoals();
  const start = useStartGoal();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<GoalId | null>(null);

  const submit = () => {
    if (!chosen) return;
    start.mutate({ goal: chosen, caseId }, { onSuccess: (id) => navigate(paths.caseForms(id)) });
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component={headingLevel} sx={{ fontWeight: 700 }}>
        {t('goals.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('goals.intro')}
      </Typography>
      <AsyncState
        query={goals}
        loadingLabel={t('goals.loading')}
        errorMessage={t('goals.loadFailed')}
        isEmpty={(data) => goalTiles(data, String).length === 0}
        empty={t('goals.empty')}
      >
        {(data) => (
          <>
            <ChoiceTiles
              options={goalTiles(data, (forms) => t('goals.forms', { forms }))}
              value={chosen}
              onChoose={setChosen}
              aria-labelledby={headingId}
            />
            {start.error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {start.error.message || t('goals.startFailed')}
              </Alert>
            )}
            <Button variant="contained" sx={{ mt: 2 }} disabled={!chosen} loading={start.isPending} onClick={submit}>
              {t('goals.start')}
            </Button>
          </>
        )}
      </AsyncState>
    </Box>
  );
}
