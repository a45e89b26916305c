import { Alert, Box, Button, Paper } from '@mui/material';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { WizardHeader } from '@/components/ui/wizard-header';
import { useEligibilityWizard } from '../hooks/use-eligibility-wizard';
import { stepOfPath } from '../utils/build-payload';
import { RESULTS_STEP, STEPS, type ChatLaunch, type Outcome } from '../utils/wizard-state';
import { AnalyzeStep } from './analyze-step';
import { CATEGORY_KEYS } from './category-names';
import { CategoryDetailsStep } from './category-details-step';
import { CategoryStep } from './category-step';
import { DetailsStep } from './details-step';
import { InfoStep } from './info-step';
import { ResultsStep } from './results-step';

export interface EligibilityWizardProps {
  /** Whose answers these are: the saved wizard is kept per user. */
  userKey: string;
  /** Set when a chat tool call opened the wizard. */
  launch: ChatLaunch | null;
  onAskFollowUp: (chatId: string) => void;
  /** Opens a new chat about the result; `context` is a short text of what was checked and found. */
  onAskQuestion: (context: string) => void;
}

const CONTEXT_LIMIT = 600;

function questionContext(outcome: Outcome, t: TFunction<'eligibility'>): string {
  const { analysis, category } = outcome;
  const about = { hasCategory: category ? 'yes' : 'no', category: category ? t(`category.names.${CATEGORY_KEYS[category]}`) : '' };
  const text = outcome.status === 'failed' ? t('wizard.contextFailed', about) : t('wizard.contextDone', { ...about, summary: analysis.summary });
  return text.length > CONTEXT_LIMIT ? `${text.slice(0, CONTEXT_LIMIT - 1)}…` : text;
}

export function EligibilityWizard({ userKey, launch, onAskFollowUp, onAskQuestion }: EligibilityWizardProps) {
  const { t } = useTranslation('eligibility');
  const wizard = useEligibilityWizard({ userKey, launch });
  const stepNames = STEPS.map((key) => t(`wizard.steps.${key}`));
  const { state, fields } = wizard;
  const { step, form, errors, outcome } = state;
  const panel = useRef<HTMLDivElement>(null);
  const hasErrors = Object.keys(errors).some((path) => stepOfPath(path) === step);

  // Each step starts at its top, and a step sent back with errors puts the keyboard on the first one.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [step]);
  useEffect(() => {
    if (!hasErrors) return;
    const invalid = panel.current?.querySelector<HTMLElement>('[aria-invalid="true"], .Mui-error input');
    invalid?.focus();
  }, [hasErrors, step]);

  let body;
  switch (step) {
    case 0:
      body = <InfoStep info={form.info} errors={errors} set={wizard.setInfo} />;
      break;
    case 1:
      body = <CategoryStep value={form.category} onChoose={wizard.chooseCategory} error={errors['category']} />;
      break;
    case 2:
      body = form.category ? (
        <CategoryDetailsStep category={form.category} fields={fields} values={form.categoryDetails} errors={errors} set={wizard.setDetail} />
      ) : (
        <Alert severity="info">{t('wizard.chooseCategoryFirst')}</Alert>
      );
      break;
    case 3:
      body = <DetailsStep value={form.details} onValue={wizard.setDetails} error={errors['details']} />;
      break;
    case 4:
      body = <AnalyzeStep />;
      break;
    default:
      body = outcome ? (
        <ResultsStep
          outcome={outcome}
          fromChat={Boolean(state.chat?.chatId)}
          submission={state.submission}
          onRestart={wizard.restart}
          onRetryAnalysis={wizard.retryAnalysis}
          onRetrySubmission={wizard.retrySubmission}
          onAskFollowUp={() => state.chat?.chatId && onAskFollowUp(state.chat.chatId)}
          onAskQuestion={() => onAskQuestion(questionContext(outcome, t))}
        />
      ) : null;
  }

  const navigable = step < 4;
  return (
    <Box sx={{ maxWidth: 960 }}>
      <WizardHeader
        title={t('wizard.title')}
        subtitle={t('wizard.subtitle')}
        steps={stepNames}
        step={step}
        openedFromChat={Boolean(state.chat?.chatId && step < RESULTS_STEP)}
      />

      <Paper ref={panel} component="section" aria-label={t('wizard.stepLabel', { number: step + 1, name: stepNames[step] })} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}>
        {hasErrors && navigable && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('wizard.fixErrors')}
          </Alert>
        )}
        {body}
        {navigable && (
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 4 }}>
            <Button variant="outlined" onClick={wizard.back} disabled={step === 0}>
              {t('wizard.back')}
            </Button>
            <Button variant="contained" onClick={wizard.next} disabled={!wizard.canGoNext}>
              {t('wizard.next')}
            </Button>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
