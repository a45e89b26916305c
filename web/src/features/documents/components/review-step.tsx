import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { caseViewPath } from '@shared/cases/case-links';
import type { DocumentReviewResult, DocumentReviewView, ShareLink } from '@shared/documents/review-views';
import type { DocumentCategoryKey } from '@shared/reference/categories';
import { requiredDocuments } from '@shared/reference/required-documents';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
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
  if (submission?.status === 'failed') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mt: 1 }}>
        <Typography role="alert" color="error" variant="body2">
          Failed to submit result
        </Typography>
        <Button size="small" onClick={onRetry}>
          Send again
        </Button>
      </Box>
    );
  }
  if (!submission) return null;
  return (
    <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
      {submission.status === 'pending' ? 'Sending the result to your chat…' : 'The result was sent to your chat.'}
    </Typography>
  );
}

export function ReviewStep(props: ReviewStepProps) {
  const { reviewId, result } = props;
  const query = useReview(reviewId);
  const review: DocumentReviewResult | DocumentReviewView | undefined = query.data ?? result ?? undefined;
  const [dialog, setDialog] = useState<'share' | 'case' | null>(null);
  const [link, setLink] = useState<ShareLink | null>(null);
  const { onLoaded } = props;
  useEffect(() => {
    if (query.data) onLoaded(query.data);
  }, [query.data, onLoaded]);

  if (!review) {
    if (query.isError) {
      return (
        <Stack spacing={2}>
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void query.refetch()}>Try again</Button>}>
            {query.error.message || 'The review could not be loaded.'}
          </Alert>
          <Box>
            <Button variant="contained" onClick={props.onNewScan}>
              New Scan
            </Button>
          </Box>
        </Stack>
      );
    }
    return <PageLoader label="Loading the review…" />;
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
          Review
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {review.documents.length} {review.documents.length === 1 ? 'document' : 'documents'} checked. Open a document to see what was found.
        </Typography>
      </Box>

      <Box>
        {review.documents.map((doc, index) => (
          <DocumentResult key={doc.documentId} document={doc} requiredLabel={requiredLabel(doc.satisfies)} defaultExpanded={!many || index === 0} />
        ))}
      </Box>

      <ReportPanel reviewId={reviewId} report={review.report} onShare={() => setDialog('share')} />

      {review.caseId && (
        <Alert severity="success">
          This review is in your case.{' '}
          <Link component={RouterLink} to={caseViewPath(review.caseId)}>
            View it on My Cases
          </Link>
        </Alert>
      )}

      <Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {!review.caseId && (
            <Button variant="outlined" onClick={() => setDialog('case')}>
              Add to Case
            </Button>
          )}
          <Button variant="outlined" onClick={props.onReUpload}>
            Re-upload
          </Button>
          <Button variant="outlined" onClick={props.onNewScan}>
            New Scan
          </Button>
          <Button variant="contained" onClick={props.onAskAi} disabled={props.askingAi}>
            Ask AI Follow-up Question
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
      <AddToCaseDialog open={dialog === 'case'} reviewId={reviewId} onClose={() => setDialog(null)} onAdded={() => setDialog(null)} />
    </Stack>
  );
}
