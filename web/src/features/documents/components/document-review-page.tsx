import { Box, Paper } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WizardHeader } from '@/components/ui/wizard-header';
import { useStartReviewChat } from '../api/start-review-chat';
import { useDocumentWizard } from '../hooks/use-document-wizard';
import { ANALYZE_STEP, CATEGORY_STEP, REVIEW_STEP, STEP_KEYS, UPLOAD_STEP, type ChatLaunch } from '../utils/wizard-state';
import { AnalyzeStep } from './analyze-step';
import { CategoryStep } from './category-step';
import { ReviewStep } from './review-step';
import { UploadStep } from './upload-step';

export interface DocumentReviewPageProps {
  /** Whose wizard this is: the saved state is kept per user. */
  userKey: string;
  /** Set when a chat tool call opened the wizard. */
  launch: ChatLaunch | null;
  /** A stored review to show (a notification's link names it). */
  openReview: string | null;
  /** The case the screen was opened from (?case=): a new review goes to it. */
  openedFrom?: string | null;
  /** Opens the chat with that id. */
  onOpenChat: (chatId: string) => void;
}

export function DocumentReviewPage({ userKey, launch, openReview, openedFrom = null, onOpenChat }: DocumentReviewPageProps) {
  const { t } = useTranslation('documents');
  const wizard = useDocumentWizard({ userKey, launch, openReview, openedFrom });
  const steps = STEP_KEYS.map((key) => t(`steps.${key}`));
  const { state } = wizard;
  const { step, chat } = state;
  const panel = useRef<HTMLDivElement>(null);
  const startChat = useStartReviewChat();
  const [askError, setAskError] = useState<string | null>(null);

  // A new step starts at its top, with the focus on it, so a keyboard or screen reader user continues from the new
  // step rather than from a button that has gone. The page itself opens at the top, its heading and stepper shown.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    panel.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    panel.current?.focus({ preventScroll: true });
  }, [step]);

  const askAi = () => {
    setAskError(null);
    // Opened from a chat: the follow-up belongs there. Otherwise a new chat that starts with the report.
    if (chat?.chatId) return onOpenChat(chat.chatId);
    if (!state.reviewId) return;
    startChat.mutate(state.reviewId, {
      onSuccess: ({ chatId }) => onOpenChat(chatId),
      onError: (error) => setAskError(error.message || t('page.chatStartFailed')),
    });
  };

  let body;
  if (step === CATEGORY_STEP) body = <CategoryStep value={state.category} onChoose={wizard.chooseCategory} />;
  else if (step === UPLOAD_STEP) body = <UploadStep wizard={wizard} />;
  else if (step === ANALYZE_STEP) body = <AnalyzeStep files={wizard.files} upload={wizard.upload} />;
  else if (state.reviewId) {
    body = (
      <ReviewStep
        reviewId={state.reviewId}
        result={wizard.result}
        category={state.category}
        country={state.country}
        submission={state.submission}
        askingAi={startChat.isPending}
        askError={askError}
        onReUpload={wizard.reUpload}
        onNewScan={wizard.newScan}
        onAskAi={askAi}
        onRetrySubmission={wizard.retrySubmission}
        onLoaded={wizard.reviewLoaded}
      />
    );
  }

  return (
    <Box sx={{ maxWidth: 1040 }}>
      <WizardHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        steps={steps}
        step={step}
        openedFromChat={Boolean(chat?.chatId && step < REVIEW_STEP)}
      />
      <Paper
        ref={panel}
        component="section"
        aria-label={t('page.stepLabel', { number: step + 1, name: steps[step] })}
        tabIndex={-1}
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}
      >
        {body}
      </Paper>
    </Box>
  );
}
