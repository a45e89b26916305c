import { Alert, Box, Button, Chip, List, ListItem, Typography } from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import type { CaseDetails, CaseDocument, CaseReport } from '@shared/cases/case-views';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n/i18n';
import { useDownloadReviewReport } from '../../api/download-review-report';
import { formatDay } from '../../utils/format';
import { bySeverity, issueTypeLabel, reviewChip } from '../../utils/review-labels';
import { cardIds } from './card-ids';
import { DetailCard, Muted, type CardToggle } from './detail-card';

function DocumentEntry({ caseId, document, full }: { caseId: string; document: CaseDocument; full: boolean }) {
  const { t } = useTranslation('cases');
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
            {t('documentReview.readAs', { kind: document.review.kindLabel })}
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
                  {t('documentReview.foundByAi')}
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
  const { t } = useTranslation('cases');
  const download = useDownloadReviewReport();
  const [failed, setFailed] = useState(false);
  return (
    <Box
      component="article"
      id={cardIds(caseId).report(report.reviewId)}
      tabIndex={-1}
      aria-labelledby={`${cardIds(caseId).report(report.reviewId)}-title`}
      data-testid="review-report"
      sx={{
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        outline: 'none',
        scrollMarginTop: 80,
        '&:focus-visible': { bgcolor: 'action.focus' },
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography
          id={`${cardIds(caseId).report(report.reviewId)}-title`}
          variant="body2"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
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
            download.mutate(
              { reviewId: report.reviewId, fileName: `document-review-${report.createdAt.slice(0, 10)}.pdf` },
              { onError: () => setFailed(true) },
            );
          }}
        >
          {t('documentReview.download')}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {report.summary}
      </Typography>
      <Lines heading={t('documentReview.issues')} lines={report.issues} />
      <Lines heading={t('documentReview.missing')} lines={report.missing.map((m) => m.label)} />
      <Lines heading={t('documentReview.recommendations')} lines={report.recommendations} />
      {failed && (
        <Alert severity="error" onClose={() => setFailed(false)} sx={{ mt: 1 }}>
          {t('documentReview.downloadFailed')}
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
  if (reviewed === 0) return i18n.t('cases:documentReview.summaryNotReviewed', { documents: documents.length });
  return i18n.t('cases:documentReview.summary', { documents: documents.length, reviewed, issues, missing });
}

/** Document Review Summary: the case's documents with what review found, and the review reports in full. */
export function DocumentReviewCard({ caseId, details, toggle }: { caseId: string; details: CaseDetails; toggle: CardToggle }) {
  const { t } = useTranslation('cases');
  const { documents, reports } = details;
  const latest = reports[0];
  const empty = documents.length === 0 && reports.length === 0;
  return (
    <DetailCard id={cardIds(caseId).review} title={t('documentReview.title')} toggle={empty ? undefined : toggle}>
      {documents.length === 0 ? (
        <Muted>{t('common.noDocuments')}</Muted>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {summaryLine(details)}
          </Typography>
          {latest && !toggle.open && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mb: 0.5, overflowWrap: 'anywhere' }}
              data-testid="latest-report-summary"
            >
              {latest.title}: {latest.summary}
            </Typography>
          )}
          <List disablePadding aria-label={t('documentReview.documentsLabel')}>
            {documents.map((document) => (
              <DocumentEntry key={document.documentId} caseId={caseId} document={document} full={toggle.open} />
            ))}
          </List>
        </>
      )}
      {toggle.open && reports.length > 0 && (
        <Box sx={{ mt: 1.5 }} data-testid="review-reports">
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t('documentReview.reports', { count: reports.length })}
          </Typography>
          {reports.map((report) => (
            <ReportEntry key={report.reportId} caseId={caseId} report={report} />
          ))}
        </Box>
      )}
    </DetailCard>
  );
}
