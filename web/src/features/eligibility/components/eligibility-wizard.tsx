import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CaseChoiceGroup } from '@/components/cases/case-choice-group';
import { WizardHeader } from '@/components/ui/wizard-header';
import { useFormat } from '@/lib/i18n/format';
import { useEligibilityWizard } from '../hooks/use-eligibility-wizard';
import { stepOfPath } from '../utils/build-payload';
import { resultDraft } from '../utils/result-draft';
import { RESULTS_STEP, STEPS, type AccountDetails, type ChatLaunch } from '../utils/wizard-state';
import { AnalyzeStep } from './analyze-step';
import { blockerErrors, blockerSummary } from './blocker-text';
import { CategoryDetailsStep } from './category-details-step';
import { CategoryStep } from './category-step';
import { DetailsStep } from './details-step';
import { InfoStep } from './info-step';
import { ResultsStep } from './results-step';
import { useSchemaMessages } from '@/lib/i18n/server-message';

export interface EligibilityWizardProps {
  /** Whose answers these are: the saved wizard is kept per user. */
  userKey: string;
  /** Set when a chat tool call opened the wizard. */
  launch: ChatLaunch | null;
  /** The case the wizard was opened from (?case=), where the check goes unless the user picks another. */
  openedFrom?: string | null;
  /** The signed-in account's details, filled into the Info fields that are empty. */
  account?: Partial<AccountDetails>;
  onAskFollowUp: (chatId: string) => void;
  /** Opens a new chat about the result, its composer holding `draft`: what was checked and found. */
  onAskQuestion: (draft: string) => void;
}

// A blocked Next looks disabled but stays focusable and pressable: pressing it shows what is missing.
const BLOCKED_NEXT_SX = {
  bgcolor: 'action.disabledBackground',
  color: 'action.disabled',
  boxShadow: 'none',
  '&:hover': { bgcolor: 'action.disabledBackground', boxShadow: 'none' },
} as const;

/** The first field to fix in the step: an invalid one, else the first that takes an answer (a category tile). */
function firstFieldToFix(body: HTMLElement | null): HTMLElement | null {
  const first = (selector: string) => body?.querySelector<HTMLElement>(selector) ?? null;
  return first('[aria-invalid="true"], .Mui-error input') ?? first('input, select, textarea, button[aria-pressed]');
}

/** Statement-bodied on purpose: Chromium's scrollTo may return a Promise, which React would take for a cleanup. */
const scrollToTop = (): void => {
  window.scrollTo?.({ top: 0 });
};

export function EligibilityWizard({ userKey, launch, account, openedFrom = null, onAskFollowUp, onAskQuestion }: EligibilityWizardProps) {
  const { t } = useTranslation('eligibility');
  useSchemaMessages('server-eligibility-labels');
  const { locale } = useFormat();
  const wizard = useEligibilityWizard({ userKey, launch, account, openedFrom });
  const stepNames = STEPS.map((key) => t(`wizard.steps.${key}`));
  const { state, fields, blockers, shownBlockers, blockedAttempts } = wizard;
  const { step, form, errors, outcome } = state;
  const panel = useRef<HTMLDivElement>(null);
  const stepBody = useRef<HTMLDivElement>(null);
  const summaryId = useId();
  const hasErrors = Object.keys(errors).some((path) => stepOfPath(path) === step);
  // The API's and the schema's messages win over "required": they are about what was typed.
  const shownErrors = { ...blockerErrors(shownBlockers, t), ...errors };
  const blocked = blockers.length > 0;
  const stated = blockers.flatMap((blocker) => (blocker.reason === 'stated' ? [blocker.fact] : []));

  // The wizard opens at its top, heading and stepper in view (it used to scroll its panel up under the app bar).
  useEffect(() => {
    scrollToTop();
  }, []);
  // A new step shows the stepper again and takes the keyboard to its panel, unless errors sent it back to a field.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (hasErrors) return;
    panel.current?.focus({ preventScroll: true });
    scrollToTop();
  }, [step, hasErrors]);
  // A step sent back with errors puts the keyboard on the first one.
  useEffect(() => {
    if (!hasErrors) return;
    const invalid = panel.current?.querySelector<HTMLElement>('[aria-invalid="true"], .Mui-error input');
    invalid?.focus();
  }, [hasErrors, step]);
  // Pressing a blocked Next takes the keyboard to the first field to fix.
  useEffect(() => {
    if (blockedAttempts > 0) firstFieldToFix(stepBody.current)?.focus();
  }, [blockedAttempts]);

  let body;
  switch (step) {
    case 0:
      body = <InfoStep info={form.info} errors={shownErrors} set={wizard.setInfo} onLeave={wizard.touch} />;
      break;
    case 1:
      body = <CategoryStep value={form.category} onChoose={wizard.chooseCategory} error={shownErrors['category']} />;
      break;
    case 2:
      body = form.category ? (
        <CategoryDetailsStep
          category={form.category}
          fields={fields}
          values={form.categoryDetails}
          errors={shownErrors}
          set={wizard.setDetail}
        />
      ) : (
        <Alert severity="info">{t('wizard.chooseCategoryFirst')}</Alert>
      );
      break;
    case 3:
      body = (
        <>
          <DetailsStep
            value={form.details}
            onValue={wizard.setDetails}
            onLeave={() => wizard.touch('details')}
            error={shownErrors['details']}
          />
          {stated.length > 0 && (
            <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={() => wizard.answerStated(stated)}>
              {t('next.goToInfo')}
            </Button>
          )}
          <Box sx={{ mt: 3 }}>
            <CaseChoiceGroup
              label={t('caseChoice.label')}
              help={t('caseChoice.help')}
              value={wizard.caseChoice}
              onChange={wizard.chooseCase}
              cases={wizard.openCases}
              error={shownErrors['case']}
            />
          </Box>
        </>
      );
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
          onAskQuestion={() => onAskQuestion(resultDraft(outcome, t))}
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

      <Paper
        ref={panel}
        tabIndex={-1}
        component="section"
        aria-label={t('wizard.stepLabel', { number: step + 1, name: stepNames[step] })}
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}
      >
        {hasErrors && navigable && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('wizard.fixErrors')}
          </Alert>
        )}
        <div ref={stepBody}>{body}</div>
        {navigable && (
          <Box sx={{ mt: 4 }}>
            {/* Says why Next is greyed out; a polite live region, so the list is read as it shrinks. */}
            <Typography
              id={summaryId}
              role="status"
              aria-atomic="true"
              variant="body2"
              color={blockedAttempts > 0 ? 'error' : 'text.secondary'}
              sx={{ mb: blocked ? 1.5 : 0, textAlign: { sm: 'right' } }}
            >
              {blocked ? blockerSummary(blockers, t, locale) : ''}
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Button variant="outlined" onClick={wizard.back} disabled={step === 0}>
                {t('wizard.back')}
              </Button>
              <Button
                variant="contained"
                onClick={wizard.next}
                aria-disabled={blocked || undefined}
                aria-describedby={blocked ? summaryId : undefined}
                sx={blocked ? BLOCKED_NEXT_SX : undefined}
              >
                {t('wizard.next')}
              </Button>
            </Box>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
