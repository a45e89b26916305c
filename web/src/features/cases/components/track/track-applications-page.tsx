import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, InputAdornment, LinearProgress, TextField, Typography } from '@mui/material';
import { CASE_LIMITS, CASE_PAGE_SIZES } from '@shared/cases/case-inputs';
import type { CasePage } from '@shared/cases/case-views';
import { useCallback, useEffect, useState } from 'react';
import { AsyncState } from '@/components/ui/async-state';
import { EmptyMessage } from '@/components/ui/empty-message';
import { PageHeader } from '@/components/ui/page-header';
import { useCases } from '../../api/get-cases';
import { ApplicationRow } from './application-row';
import { NewApplicationDialog } from './new-application-dialog';
import { PageNav } from '@/components/ui/page-nav';
import { totalPagesOf } from '@/components/ui/page-items';
import { useDebouncedSearch } from './use-debounced-search';

const PAGE_SIZE = CASE_PAGE_SIZES.applications;

/** Track Your Applications (/cases/track): the filed applications the user follows, three per page. */
export function TrackApplicationsPage() {
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const backToFirstPage = useCallback(() => setPage(1), []);
  const search = useDebouncedSearch(backToFirstPage);
  const query = useCases({ view: 'applications', page, pageSize: PAGE_SIZE, q: search.query || undefined });
  const data = query.data;

  // A page that emptied (say the last application on it was archived elsewhere) falls back to the last one.
  useEffect(() => {
    if (data && data.cases.length === 0 && data.total > 0 && page > 1) setPage(totalPagesOf(data.total, PAGE_SIZE));
  }, [data, page]);

  const openNew = () => {
    setAdded(null);
    setAdding(true);
  };

  const onCreated = (caseId: string, receiptNumber: string) => {
    // Newest first, so the new application is the first row of page 1 with nothing filtering it out.
    search.clear();
    setPage(1);
    setExpanded(caseId);
    setAdded(`Application ${receiptNumber} added. Record each notice USCIS sends to keep its status up to date.`);
  };

  const newButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={openNew}>
      New Application
    </Button>
  );

  return (
    <Box>
      <PageHeader title="Track Your Applications" subtitle="Follow the applications you have filed with USCIS: status, notices, timeline and documents." actions={newButton} />
      <TextField
        label="Search applications"
        placeholder="Search by case # or applicant…"
        type="search"
        value={search.text}
        onChange={(e) => search.setText(e.target.value)}
        fullWidth
        size="small"
        sx={{ mb: 2, maxWidth: { sm: 480 } }}
        slotProps={{
          htmlInput: { maxLength: CASE_LIMITS.search },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {added && (
        <Alert severity="success" role="status" onClose={() => setAdded(null)} sx={{ mb: 2 }}>
          {added}
        </Alert>
      )}
      <AsyncState
        query={query}
        loadingLabel="Loading applications..."
        errorMessage="Failed to load applications."
        isEmpty={(list: CasePage) => list.total === 0}
        empty={
          search.query ? (
            <EmptyMessage
              title={`No applications match “${search.query}”.`}
              description="Search by case number or applicant name (any letter case)."
              action={<Button onClick={search.clear}>Clear search</Button>}
            />
          ) : (
            <EmptyMessage
              title="No tracked applications yet."
              description="Add an application you have filed with USCIS, using the receipt number on its notice, to follow its status here."
              action={newButton}
            />
          )
        }
      >
        {(list) => <ApplicationList list={list} page={page} expanded={expanded} onExpand={setExpanded} onPage={setPage} loading={query.isPlaceholderData} />}
      </AsyncState>
      <NewApplicationDialog open={adding} onClose={() => setAdding(false)} onCreated={onCreated} />
    </Box>
  );
}

interface ApplicationListProps {
  list: CasePage;
  page: number;
  expanded: string | null;
  onExpand: (caseId: string | null) => void;
  onPage: (page: number) => void;
  /** The previous page is shown while the requested one loads. */
  loading: boolean;
}

function ApplicationList({ list, page, expanded, onExpand, onPage, loading }: ApplicationListProps) {
  const totalPages = totalPagesOf(list.total, PAGE_SIZE);
  const first = (list.page - 1) * list.pageSize + 1;
  const last = first + list.cases.length - 1;
  return (
    <Box aria-busy={loading}>
      <Box sx={{ height: 4, mb: 1 }}>{loading && <LinearProgress aria-label="Loading applications" />}</Box>
      <Box>
        {list.cases.map((application) => (
          <ApplicationRow
            key={application.caseId}
            application={application}
            statusProvider={list.statusProvider}
            expanded={expanded === application.caseId}
            // Only one row is open at a time.
            onToggle={(open) => onExpand(open ? application.caseId : null)}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 2 }}>
        <Typography variant="body2" color="text.secondary" role="status" data-testid="applications-range">
          {list.cases.length > 0 ? `Showing ${first}–${last} of ${list.total} application${list.total === 1 ? '' : 's'}` : ''}
        </Typography>
        {totalPages > 1 && <PageNav page={page} totalPages={totalPages} onChange={onPage} label="Application pages" />}
      </Box>
    </Box>
  );
}
