// What the overview leads with for preparing a filing: a user without a case is asked what they want to do, and a
// user with a goal's case sees its forms' progress with a button to continue. Loaded on its own (overview-page.tsx),
// so the overview's first paint does not wait for it.
import { Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import type { CaseSummary } from '@shared/cases/case-views';
import type { CaseFormsView } from '@shared/forms/form-views';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { GoalChooser } from '@/components/forms/goal-chooser';
import { AsyncState } from '@/components/ui/async-state';
import { paths } from '@/config/paths';
import { useRecentCases } from '@/lib/case-choices';
import { useCaseForms } from '@/lib/forms';

/** The case the overview leads with: the most recently updated open case that has a goal. */
export const goalCaseOf = <Case extends Pick<CaseSummary, 'goal' | 'status'>>(cases: readonly Case[]): Case | null =>
  cases.find((item) => item.goal !== null && item.status !== 'Archived') ?? null;

/** The fillable forms' progress, summed. */
export function formsProgress(view: CaseFormsView) {
  const fillable = view.forms.filter((form) => form.fillable);
  const answered = fillable.reduce((sum, form) => sum + Math.min(form.answered, form.asked), 0);
  const asked = fillable.reduce((sum, form) => sum + form.asked, 0);
  const ready = fillable.filter((form) => form.status === 'ready').length;
  return { answered, asked, ready, count: fillable.length, percent: asked === 0 ? 0 : Math.round((answered / asked) * 100) };
}

export function FormsProgressCard({ item }: { item: Pick<CaseSummary, 'caseId' | 'caseName'> }) {
  const { t } = useTranslation('overview');
  const forms = useCaseForms(item.caseId);
  return (
    <Card component="section" aria-labelledby="forms-lead-title" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="forms-lead-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('formsCard.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
          {item.caseName}
        </Typography>
        <AsyncState query={forms} loadingLabel={t('formsCard.loading')} errorMessage={t('formsCard.loadFailed')}>
          {(view) => {
            const progress = formsProgress(view);
            return (
              <Box>
                <LinearProgress
                  variant="determinate"
                  value={progress.percent}
                  aria-label={t('formsCard.title')}
                  sx={{ height: 8, borderRadius: 4 }}
                />
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {t('formsCard.progress', { answered: progress.answered, asked: progress.asked })}
                  {' · '}
                  {t('formsCard.forms', { ready: progress.ready, count: progress.count })}
                </Typography>
              </Box>
            );
          }}
        </AsyncState>
        <Button variant="contained" component={RouterLink} to={paths.caseForms(item.caseId)} sx={{ mt: 2 }}>
          {t('formsCard.continue')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** The goal case's forms, or "What do you want to do?" for a user without any case; nothing for the others. */
export function FormsLead() {
  const cases = useRecentCases();
  if (!cases.data) return null;
  const goalCase = goalCaseOf(cases.data.cases);
  if (goalCase) return <FormsProgressCard item={goalCase} />;
  if (cases.data.cases.length > 0) return null;
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <GoalChooser />
      </CardContent>
    </Card>
  );
}
