import { Alert, Box, Button, Chip, List, ListItem, Typography } from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import type { CaseDetails, CaseDocument, CaseReport } from '@shared/cases/case-views';
import { useState } from 'react';
import { useDownloadReviewReport } from '../../api/download-review-report';
import { formatDay } from '../../utils/format';
import { bySeverity, issueCount, issueTypeLabel, reviewChip } from '../../utils/review-labels';
import { cardIds } from './card-ids';
import { DetailCard, Muted, type CardToggle } from './detail-card';

function DocumentEntry({ caseId, document, full }: { caseId: string; document: CaseDocument; full: boolean }) {
  const name = document.name || document.filename;
  const chip = reviewChip(document);
  return (
    <ListItem
      id={cardIds(caseId).document(document.documentId)}
      tabIndex={-1}
      disableGutters
      divider
      data-testid="review-document"
      sx={{ display: 'block', py: 1, outline: 'none', scrollMarginTop: 80, '&:focus-visible': { bgcolor: 'action.focus' } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {document.review && (
          <Typography variant="caption" color="text.secondary">
            read as {document.review.kindLabel}
          </Typography>
        )}
        <Chip size="small" label={chip.label} color={chip.color} variant="outlined" />
      </Box>
      {full && document.issues.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {bySeverity(document.issues).map((issue, i) => (
            <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
              <strong>{issueTypeLabel(issue.type)}:</strong> {issue.details}
              {issue.by === 'ai' && (
                <Typography component="span" variant="caption" color="text.secondary">
                  {' '}
                  (found by AI)
                </Typography>
              )}
            </Typography>
          ))}
        </Box>
      )}
    </ListItem>
  );
}

function Lines({ heading, lines }: { heading: string; lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <Box sx={{ mt: 0.75 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {lines.map((line, i) => (
          <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** One review report in full: its summary, issue lines, missing documents and recommendations, and its PDF. */
function ReportEntry({ caseId, report }: { caseId: string; report: CaseReport }) {
  const download = useDownloadReviewReport();
  const [failed, setFailed] = useState(false);
  return (
    <Box
      component="article"
      id={cardIds(caseId).report(report.reviewId)}
      tabIndex={-1}
      aria-labelledby={`${cardIds(caseId).report(report.reviewId)}-title`}
      data-testid="review-report"
      sx={{ py: 1, borderTop: 1, borderColor: 'divider', outline: 'none', scrollMarginTop: 80, '&:focus-visible': { bgcolor: 'action.focus' } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={`${cardIds(caseId).report(report.reviewId)}-title`} variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {report.title}{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            {formatDay(report.createdAt)}
          </Typography>
        </Typography>
        <Button
          size="small"
          startIcon={<DownloadOutlined />}
          loading={download.isPending}
          loadingPosition="start"
          onClick={() => {
            setFailed(false);
            download.mutate({ reviewId: report.reviewId, fileName: `document-review-${report.createdAt.slice(0, 10)}.pdf` }, { onError: () => setFailed(true) });
          }}
        >
          Download report (PDF)
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {report.summary}
      </Typography>
      <Lines heading="Issues" lines={report.issues} />
      <Lines heading="Missing documents" lines={report.missing.map((m) => m.label)} />
      <Lines heading="Recommendations" lines={report.recommendations} />
      {failed && (
        <Alert severity="error" onClose={() => setFailed(false)} sx={{ mt: 1 }}>
          Download failed
        </Alert>
      )}
    </Box>
  );
}

/** The summary line: how many documents, how many reviewed, how many issues and missing documents. */
function summaryLine(details: CaseDetails): string {
  const { documents, reports } = details;
  const issues = documents.reduce((sum, d) => sum + d.issues.length, 0);
  const reviewed = documents.filter((d) => d.reviewed).length;
  const missing = new Set(reports.flatMap((r) => r.missing.map((m) => m.key))).size;
  const count = documents.length === 1 ? '1 document' : `${documents.length} documents`;
  const state =
    reviewed === 0 ? ', not reviewed yet: open Document Review to check them.' : `, ${reviewed} reviewed, ${issues === 0 ? 'no issues found' : `${issueCount(issues)} found`}`;
  const gaps = reviewed === 0 ? '' : missing === 0 ? '.' : `; ${missing === 1 ? '1 required document' : `${missing} required documents`} missing.`;
  return `${count}${state}${gaps}`;
}

/** Document Review Summary: the case's documents with what review found, and the review reports in full. */
export function DocumentReviewCard({ caseId, details, toggle }: { caseId: string; details: CaseDetails; toggle: CardToggle }) {
  const { documents, reports } = details;
  const latest = reports[0];
  const empty = documents.length === 0 && reports.length === 0;
  return (
    <DetailCard id={cardIds(caseId).review} title="Document Review Summary" toggle={empty ? undefined : toggle}>
      {documents.length === 0 ? (
        <Muted>No documents uploaded.</Muted>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {summaryLine(details)}
          </Typography>
          {latest && !toggle.open && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5, overflowWrap: 'anywhere' }} data-testid="latest-report-summary">
              {latest.title}: {latest.summary}
            </Typography>
          )}
          <List disablePadding aria-label="Case documents">
            {documents.map((document) => (
              <DocumentEntry key={document.documentId} caseId={caseId} document={document} full={toggle.open} />
            ))}
          </List>
        </>
      )}
      {toggle.open && reports.length > 0 && (
        <Box sx={{ mt: 1.5 }} data-testid="review-reports">
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            {reports.length === 1 ? 'Report' : 'Reports'}
          </Typography>
          {reports.map((report) => (
            <ReportEntry key={report.reportId} caseId={caseId} report={report} />
          ))}
        </Box>
      )}
    </DetailCard>
  );
}
