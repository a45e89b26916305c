import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, InputAdornment, LinearProgress, TextField, Typography } from '@mui/material';
import { CASE_LIMITS, CASE_PAGE_SIZES } from '@shared/cases/case-inputs';
import type { CasePage } from '@shared/cases/case-views';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('cases');
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
    setAdded(t('track.added', { receipt: receiptNumber }));
  };

  const newButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={openNew}>
      {t('track.newApplication')}
    </Button>
  );

  return (
    <Box>
      <PageHeader title={t('track.title')} subtitle={t('track.subtitle')} actions={newButton} />
      <TextField
        label={t('track.searchLabel')}
        placeholder={t('track.searchPlaceholder')}
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
        loadingLabel={t('track.loading')}
        errorMessage={t('track.loadError')}
        isEmpty={(list: CasePage) => list.total === 0}
        empty={
          search.query ? (
            <EmptyMessage
              title={t('track.noMatchTitle', { query: search.query })}
              description={t('track.noMatchDescription')}
              action={<Button onClick={search.clear}>{t('track.clearSearch')}</Button>}
            />
          ) : (
            <EmptyMessage title={t('track.emptyTitle')} description={t('track.emptyDescription')} action={newButton} />
          )
        }
      >
        {(list) => (
          <ApplicationList
            list={list}
            page={page}
            expanded={expanded}
            onExpand={setExpanded}
            onPage={setPage}
            loading={query.isPlaceholderData}
          />
        )}
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
  const { t } = useTranslation('cases');
  const totalPages = totalPagesOf(list.total, PAGE_SIZE);
  const first = (list.page - 1) * list.pageSize + 1;
  const last = first + list.cases.length - 1;
  return (
    <Box aria-busy={loading}>
      <Box sx={{ height: 4, mb: 1 }}>{loading && <LinearProgress aria-label={t('track.loadingList')} />}</Box>
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
          {list.cases.length > 0 ? t('track.showing', { first, last, total: list.total }) : ''}
        </Typography>
        {totalPages > 1 && <PageNav page={page} totalPages={totalPages} onChange={onPage} label={t('track.pagesLabel')} />}
      </Box>
    </Box>
  );
}
