import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Typography } from '@mui/material';
import type { DocumentIssue, IssueSeverity, ReviewedDocument } from '@shared/documents/review-views';
import { Trans, useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/i18n/format';
import { IdentityDetails } from '@/components/documents/identity-details';
import { IssueList } from '@/components/documents/issue-list';
import { wrongDocumentColor } from '@/components/documents/wrong-document';
import { DocumentPerson } from './document-person';
import { NoticeActions } from './notice-actions';

function worstSeverity(issues: readonly DocumentIssue[]): IssueSeverity | null {
  if (issues.some((i) => i.severity === 'error')) return 'error';
  if (issues.some((i) => i.severity === 'warning')) return 'warning';
  return issues.length > 0 ? 'info' : null;
}

/** One reviewed file, expandable: what it is, whom it names, and what is wrong with it. */
export function DocumentResult({
  document: doc,
  requiredLabel,
  defaultExpanded,
  reviewId,
  assignable,
}: {
  document: ReviewedDocument;
  requiredLabel: string | null;
  defaultExpanded?: boolean;
  /** The stored review, whose USCIS notices can be added to the case in one click. */
  reviewId?: string;
  /** Whose document each file is can be said (a review of papers of several people: family, fiancé(e)). */
  assignable?: boolean;
}) {
  const { t } = useTranslation('documents');
  const worst = worstSeverity(doc.issues);
  const count = doc.issues.length;
  const headingId = `doc-${doc.documentId}-heading`;
  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      disableGutters
      variant="outlined"
      data-testid="document-result"
      sx={{ '&:before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`doc-${doc.documentId}-content`} id={headingId}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0, width: '100%' }}>
          <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{doc.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {doc.kindLabel}
            </Typography>
          </Box>
          {doc.wrongDocument && <Chip label={t('result.wrongDocument')} color={wrongDocumentColor(doc.issues)} size="small" />}
          <Chip
            label={t('result.issueCount', { count })}
            size="small"
            variant="outlined"
            color={worst === 'error' ? 'error' : worst === 'warning' ? 'warning' : count === 0 ? 'success' : 'default'}
          />
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`doc-${doc.documentId}-content`}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' } }}>
          <Box>
            <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
              {t('result.identity')}
            </Typography>
            <IdentityDetails identity={doc.identity} emptyText={t('result.noIdentity')} />
            {reviewId && assignable ? (
              <DocumentPerson reviewId={reviewId} documentId={doc.documentId} person={doc.person} />
            ) : (
              doc.person && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {t('result.person', { person: doc.person })}
                </Typography>
              )
            )}
            {requiredLabel && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                <Trans t={t} i18nKey="result.countsAs" values={{ label: requiredLabel }} components={{ strong: <strong /> }} />
              </Typography>
            )}
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
              {t('result.issues')}
            </Typography>
            <IssueList issues={doc.issues} />
          </Box>
        </Box>
        {doc.notice && reviewId && <NoticeActions reviewId={reviewId} documentId={doc.documentId} notice={doc.notice} />}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
          {t('result.readFrom', {
            method: doc.extraction.method === 'pdf-text' ? 'pdfText' : doc.extraction.method,
            characters: formatNumber(doc.extraction.characters),
          })}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}
