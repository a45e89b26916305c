import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { caseViewPath } from '@shared/cases/case-links';
import { caseDiscussionPath } from '@shared/discussion/discussion-limits';
import type { DocumentReviewResult, DocumentReviewView, ShareLink } from '@shared/documents/review-views';
import type { DocumentCategoryKey } from '@shared/reference/categories';
import { requiredDocuments } from '@shared/reference/required-documents';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ExpertRequestDialog } from '@/components/expert/expert-request-dialog';
import { PageLoader } from '@/components/ui/page-loader';
import { useReview } from '../api/get-review';
import type { ResultSubmission } from '../utils/wizard-state';
import { AddToCaseDialog } from './add-to-case-dialog';
import { DocumentResult } from './document-result';
import { ReportPanel } from './report-panel';
import { ShareReportDialog } from './share-report-dialog';

interface ReviewStepProps {
  reviewId: string;
  /** The answer of the analysis just run; after a reload the stored review is read instead. */
  result: DocumentReviewResult | null;
  category: DocumentCategoryKey | null;
  country: string;
  submission: ResultSubmission | null;
  askingAi: boolean;
  askError: string | null;
  onReUpload: () => void;
  onNewScan: () => void;
  onAskAi: () => void;
  onRetrySubmission: () => void;
  /** The stored review has been read (its category and country fill in a review opened by its id). */
  onLoaded: (view: DocumentReviewView) => void;
}

function SubmissionStatus({ submission, onRetry }: { submission: ResultSubmission | null; onRetry: () => void }) {
  const { t } = useTranslation('documents');
  if (submission?.status === 'failed') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mt: 1 }}>
        <Typography role="alert" color="error" variant="body2">
          {t('review.submitFailed')}
        </Typography>
        <Button size="small" onClick={onRetry}>
          {t('review.sendAgain')}
        </Button>
      </Box>
    );
  }
  if (!submission) return null;
  return (
    <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
      {submission.status === 'pending' ? t('review.sending') : t('review.sent')}
    </Typography>
  );
}

export function ReviewStep(props: ReviewStepProps) {
  const { reviewId, result } = props;
  const { t } = useTranslation('documents');
  const query = useReview(reviewId);
  const review: DocumentReviewResult | DocumentReviewView | undefined = query.data ?? result ?? undefined;
  const [dialog, setDialog] = useState<'share' | 'case' | 'case-then-expert' | 'expert' | null>(null);
  /** The case 'Send to Expert' sends: the review's, or the one it was just added to. */
  const [expertCase, setExpertCase] = useState<string | null>(null);
  const [link, setLink] = useState<ShareLink | null>(null);
  const navigate = useNavigate();
  const { onLoaded } = props;
  useEffect(() => {
    if (query.data) onLoaded(query.data);
  }, [query.data, onLoaded]);

  if (!review) {
    if (query.isError) {
      return (
        <Stack spacing={2}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('review.tryAgain')}
              </Button>
            }
          >
            {query.error.message || t('review.loadFailed')}
          </Alert>
          <Box>
            <Button variant="contained" onClick={props.onNewScan}>
              {t('review.newScan')}
            </Button>
          </Box>
        </Stack>
      );
    }
    return <PageLoader label={t('review.loading')} />;
  }

  const stored: DocumentReviewView | undefined = query.data;
  const category = stored?.category ?? props.category;
  const required = category ? requiredDocuments(category, stored?.country ?? props.country) : [];
  const requiredLabel = (key: string | null) => required.find((r) => r.key === key)?.label ?? null;
  const liveShare = stored?.share ?? null;
  const many = review.documents.length > 3;

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('review.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('review.checked', { count: review.documents.length })}
        </Typography>
      </Box>

      <Box>
        {review.documents.map((doc, index) => (
          <DocumentResult
            key={doc.documentId}
            document={doc}
            requiredLabel={requiredLabel(doc.satisfies)}
            defaultExpanded={!many || index === 0}
            reviewId={reviewId}
            assignable={category === 'family' || category === 'kvisa'}
          />
        ))}
      </Box>

      <ReportPanel reviewId={reviewId} report={review.report} onShare={() => setDialog('share')} />

      {review.caseId && (
        <Alert severity="success">
          {t('review.inCase')}{' '}
          <Link component={RouterLink} to={caseViewPath(review.caseId)}>
            {t('review.viewInCases')}
          </Link>
        </Alert>
      )}

      <Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button
            variant="outlined"
            onClick={() => {
              // An expert reads a case: a review that is in none goes to one first.
              if (review.caseId) {
                setExpertCase(review.caseId);
                setDialog('expert');
              } else setDialog('case-then-expert');
            }}
          >
            {t('review.sendToExpert')}
          </Button>
          {!review.caseId && (
            <Button variant="outlined" onClick={() => setDialog('case')}>
              {t('review.addToCase')}
            </Button>
          )}
          <Button variant="outlined" onClick={props.onReUpload}>
            {t('review.reUpload')}
          </Button>
          <Button variant="outlined" onClick={props.onNewScan}>
            {t('review.newScan')}
          </Button>
          <Button variant="contained" onClick={props.onAskAi} disabled={props.askingAi}>
            {t('review.askAi')}
          </Button>
        </Box>
        {props.askError && (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
            {props.askError}
          </Typography>
        )}
        <SubmissionStatus submission={props.submission} onRetry={props.onRetrySubmission} />
      </Box>

      <ShareReportDialog
        open={dialog === 'share'}
        onClose={() => setDialog(null)}
        reviewId={reviewId}
        report={review.report}
        link={link}
        onLink={setLink}
        liveShare={liveShare}
      />
      <AddToCaseDialog
        open={dialog === 'case' || dialog === 'case-then-expert'}
        reviewId={reviewId}
        purpose={dialog === 'case-then-expert' ? t('review.expertPurpose') : undefined}
        onClose={() => setDialog(null)}
        onAdded={(caseId) => {
          if (dialog === 'case-then-expert') {
            setExpertCase(caseId);
            setDialog('expert');
          } else setDialog(null);
        }}
      />
      <ExpertRequestDialog
        open={dialog === 'expert'}
        caseId={expertCase}
        caseLabel={t('review.expertCaseLabel')}
        onClose={() => setDialog(null)}
        onSent={(caseId) => {
          setDialog(null);
          navigate(caseDiscussionPath(caseId));
        }}
      />
    </Stack>
  );
}
