import { Box, Button, Paper, Step, StepLabel, Stepper, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { PlanStepView } from '@shared/forms/form-views';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SCREEN_PATHS } from '@/config/paths';

type Step = PlanStepView['step'];

/** Where each step is done in the app: the forms step is on this page, the fees in the fee calculator. */
function stepPath(step: Step, caseId: string, feesPath: string | null): string | null {
  switch (step) {
    // The tools save what they do to the case they were opened from.
    case 'eligibility':
      return `${SCREEN_PATHS.eligibility}?${new URLSearchParams({ case: caseId }).toString()}`;
    case 'documents':
      return `${SCREEN_PATHS.documents}?${new URLSearchParams({ case: caseId }).toString()}`;
    case 'forms':
      return null;
    case 'fees':
      return feesPath;
    case 'biometrics':
    case 'interview':
      return SCREEN_PATHS.appointments;
    case 'file':
    case 'decision':
      return `${SCREEN_PATHS.casesView}?${new URLSearchParams({ case: caseId }).toString()}`;
  }
}

/**
 * The case's plan: eligibility, documents, forms, fees, filing, biometrics, interview, decision, each step's state from
 * the case's records (GET /cases/{id}/forms), and the next step one click away.
 */
export function CasePlan({ caseId, plan, feesPath }: { caseId: string; plan: readonly PlanStepView[]; feesPath: string | null }) {
  const { t } = useTranslation('forms');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  if (plan.length === 0) return null;
  const current = plan.find((entry) => entry.state === 'current');
  const active = current ? plan.indexOf(current) : plan.length;
  const next = current ? stepPath(current.step, caseId, feesPath) : null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="case-plan-heading" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography id="case-plan-heading" variant="h6" component="h2">
          {t('plan.heading')}
        </Typography>
        {current && (
          <Typography>
            {t('plan.next', { step: t(`plan.steps.${current.step}`) })}{' '}
            {next && (
              <Button component={RouterLink} to={next} size="small" variant="outlined" sx={{ ml: 1 }}>
                {t('plan.go')}
              </Button>
            )}
          </Typography>
        )}
        {!current && <Typography>{t('plan.allDone')}</Typography>}
      </Box>
      <Stepper activeStep={active} orientation={narrow ? 'vertical' : 'horizontal'} alternativeLabel={!narrow}>
        {plan.map((entry) => (
          <Step key={entry.step} completed={entry.state === 'done'}>
            <StepLabel>{t(`plan.steps.${entry.step}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Paper>
  );
}
