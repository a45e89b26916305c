import ChevronRight from '@mui/icons-material/ChevronRight';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { Alert, Box, Button, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import type { CaseSummary } from '@shared/cases/case-views';
import type { DiscussionSummary } from '@shared/discussion/discussion-views';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/ui/async-state';
import { CaseListRow, RowLine } from '@/components/ui/case-list-row';
import { formatDate } from '@/components/ui/date-text';
import { EmptyMessage } from '@/components/ui/empty-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useDiscussions } from '@/lib/discussions';
import { useCaseChoices } from '../api/get-case-choices';

interface DiscussionPickerProps {
  onOpen: (caseId: string) => void;
}

function requestLine(d: DiscussionSummary): string {
  const request = d.expertRequest;
  if (!request) return 'Not sent to an expert';
  if (request.state === 'queued') return 'Waiting for an expert';
  return `With ${request.expertName ?? 'an expert'}`;
}

function DiscussionRow({ discussion, onOpen }: { discussion: DiscussionSummary; onOpen: () => void }) {
  return (
    <CaseListRow name={`${discussion.caseNumber} · ${discussion.caseName}`} unread={discussion.unread} testId="picker-discussion" onOpen={onOpen}>
      <RowLine>
        {requestLine(discussion)}
        {discussion.lastActivityAt ? ` · Last activity ${formatDate(discussion.lastActivityAt, true)}` : ''}
      </RowLine>
      {discussion.lastMessagePreview && <RowLine clip>{discussion.lastMessagePreview}</RowLine>}
    </CaseListRow>
  );
}

function CaseRow({ item, onOpen }: { item: CaseSummary; onOpen: () => void }) {
  return (
    <ListItemButton onClick={onOpen} divider data-testid="picker-case" sx={{ gap: 1.5, py: 1.25 }}>
      <ListItemText
        sx={{ minWidth: 0, m: 0 }}
        primary={<Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{`${item.caseNumber} · ${item.caseName}`}</Box>}
        secondary={`${item.status}${item.category ? ` · ${item.category}` : ''}`}
      />
      <ChevronRight aria-hidden sx={{ color: 'text.secondary' }} />
    </ListItemButton>
  );
}

/** /cases/discuss without a case: the user's discussions first (unread counts, last activity), then their other cases. */
export function DiscussionPicker({ onOpen }: DiscussionPickerProps) {
  const discussions = useDiscussions();
  const cases = useCaseChoices();
  const header = <PageHeader title="Case Discussion" subtitle="Choose a case to discuss with an immigration expert." />;

  if (discussions.isPending || cases.isPending) {
    return (
      <Box>
        {header}
        <PageLoader label="Loading your cases…" />
      </Box>
    );
  }
  if (!discussions.data && !cases.data) {
    return (
      <Box>
        {header}
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                void discussions.refetch();
                void cases.refetch();
              }}
            >
              Try again
            </Button>
          }
        >
          Your cases could not be loaded.
        </Alert>
      </Box>
    );
  }

  const listed = discussions.data?.discussions ?? [];
  const withDiscussion = new Set(listed.map((d) => d.caseId));
  const others = (cases.data?.cases ?? []).filter((c) => !withDiscussion.has(c.caseId) && c.status !== 'Archived');

  if (listed.length === 0 && others.length === 0) {
    return (
      <Box>
        {header}
        <EmptyState>
          <EmptyMessage
            icon={<ForumOutlined />}
            title="You have no cases to discuss yet."
            description="Create a case in My Cases, then send it to an expert with 'Discuss with Expert'."
            action={
              <Button variant="contained" component={RouterLink} to={paths.casesView}>
                Go to My Cases
              </Button>
            }
          />
        </EmptyState>
      </Box>
    );
  }

  return (
    <Box>
      {header}
      {(discussions.isError || cases.isError) && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {discussions.isError ? 'Your discussions could not be loaded; your cases are below.' : 'Your other cases could not be loaded.'}
        </Alert>
      )}
      {listed.length > 0 && (
        <Box component="section" aria-labelledby="picker-discussions" sx={{ mb: 3 }}>
          <Typography id="picker-discussions" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Your discussions
          </Typography>
          <Paper variant="outlined">
            <List disablePadding>
              {listed.map((d) => (
                <DiscussionRow key={d.caseId} discussion={d} onOpen={() => onOpen(d.caseId)} />
              ))}
            </List>
          </Paper>
        </Box>
      )}
      {others.length > 0 && (
        <Box component="section" aria-labelledby="picker-cases">
          <Typography id="picker-cases" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {listed.length > 0 ? 'Your other cases' : 'Your cases'}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Open a case to send it to an expert and start its discussion.
          </Typography>
          <Paper variant="outlined">
            <List disablePadding>
              {others.map((c) => (
                <CaseRow key={c.caseId} item={c} onOpen={() => onOpen(c.caseId)} />
              ))}
            </List>
          </Paper>
        </Box>
      )}
    </Box>
  );
}
