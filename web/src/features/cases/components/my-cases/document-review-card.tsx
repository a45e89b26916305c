import { Box, Chip, List, ListItem, Typography } from '@mui/material';
import type { CaseDetails, CaseDocument } from '@shared/cases/case-views';
import { cardIds } from './card-ids';
import { DetailCard, Muted, type CardToggle } from './detail-card';

const issueCount = (n: number) => (n === 1 ? '1 issue' : `${n} issues`);

function DocumentEntry({ caseId, document, full }: { caseId: string; document: CaseDocument; full: boolean }) {
  const name = document.name || document.filename;
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
        {!document.reviewed ? (
          <Chip size="small" label="Not reviewed yet" variant="outlined" />
        ) : document.issues.length === 0 ? (
          <Chip size="small" label="No issues" color="success" variant="outlined" />
        ) : (
          <Chip size="small" label={issueCount(document.issues.length)} color="warning" variant="outlined" />
        )}
      </Box>
      {full && document.issues.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {document.issues.map((issue, i) => (
            <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
              <strong>{issue.type}:</strong> {issue.details}
            </Typography>
          ))}
        </Box>
      )}
    </ListItem>
  );
}

/** Document Review Summary: the case's reviewed documents with their issues, and the review reports. */
export function DocumentReviewCard({ caseId, details, toggle }: { caseId: string; details: CaseDetails; toggle: CardToggle }) {
  const { documents, reports } = details;
  const issues = documents.reduce((sum, d) => sum + d.issues.length, 0);
  const reviewed = documents.filter((d) => d.reviewed).length;
  const empty = documents.length === 0 && reports.length === 0;
  return (
    <DetailCard id={cardIds(caseId).review} title="Document Review Summary" toggle={empty ? undefined : toggle}>
      {documents.length === 0 ? (
        <Muted>No documents uploaded.</Muted>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {documents.length === 1 ? '1 document' : `${documents.length} documents`}
            {reviewed === 0 ? ', not reviewed yet: open Document Review to check them.' : `, ${reviewed} reviewed, ${issues === 0 ? 'no issues found' : `${issueCount(issues)} found`}.`}
          </Typography>
          <List disablePadding aria-label="Case documents">
            {documents.map((document) => (
              <DocumentEntry key={document.documentId} caseId={caseId} document={document} full={toggle.open} />
            ))}
          </List>
        </>
      )}
      {toggle.open && reports.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Reports
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {reports.map((report) => (
              <Typography component="li" variant="body2" key={report.reportId}>
                {report.title}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </DetailCard>
  );
}
