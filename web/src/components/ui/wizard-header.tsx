import { Alert, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header';

interface WizardHeaderProps {
  title: string;
  subtitle: string;
  steps: readonly string[];
  /** The index of the current step. */
  step: number;
  /** Shows that a chat tool call opened the wizard and gets its result. */
  openedFromChat: boolean;
}

/**
 * The top of a step-by-step screen (eligibility check, document review): its heading, the note that a chat opened
 * it, and the stepper, whose labels give way to one "Step n of m" line on phones.
 */
export function WizardHeader({ title, subtitle, steps, step, openedFromChat }: WizardHeaderProps) {
  const { t } = useTranslation('components');
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      {openedFromChat && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('wizard.openedFromChat')}
        </Alert>
      )}
      <Stepper activeStep={step} alternativeLabel sx={{ mb: { xs: 1, sm: 3 } }}>
        {steps.map((label, index) => (
          <Step key={label} completed={index < step}>
            <StepLabel sx={{ '& .MuiStepLabel-label': { display: { xs: 'none', sm: 'block' } } }}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' }, textAlign: 'center', mb: 2 }}>
        {t('wizard.stepOf', { step: step + 1, total: steps.length, label: steps[step] ?? '' })}
      </Typography>
    </>
  );
}
