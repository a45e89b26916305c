import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { CASE_PAGE_SIZES } from '@shared/cases/case-inputs';
import type { CaseSummary } from '@shared/cases/case-views';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/async-state';
import { EmptyMessage } from '@/components/ui/empty-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { useAuth } from '@/lib/auth';
import { useCases } from '../../api/get-cases';
import { clearedFilters, hasFilters, withFilters, type FilterChange } from '../../utils/my-cases-search-params';
import { totalPagesOf } from '@/components/ui/page-items';
import { setToggle, togglesOf, type CaseViewPart, type ViewTogglesByCase } from '../../utils/view-toggles';
import { CaseRow, ROW_COLUMNS } from './case-row';
import { CasesPager } from './cases-pager';
import { CasesToolbar } from './cases-toolbar';
import { NewCaseDialog } from './new-case-dialog';
import { useCase } from '../../api/get-case';
import { useMyCasesView } from './use-my-cases-view';
import { VISUALLY_HIDDEN } from './visually-hidden';

const PAGE_SIZE = CASE_PAGE_SIZES.cases;

/** Column names over the rows on wide screens (each row carries its own text for screen readers). */
function ColumnHeader() {
  const { t } = useTranslation('cases');
  return (
    <Box
      aria-hidden
      sx={{
        display: { xs: 'none', md: 'grid' },
        gridTemplateColumns: ROW_COLUMNS.md,
        gap: 2,
        // Lines up with the rows' content: their padding on the left, the expand icon's room on the right.
        pl: 2,
        pr: 7,
        pb: 1,
        typography: 'caption',
        fontWeight: 700,
        color: 'text.secondary',
        textTransform: 'uppercase',
        letterSpacing: 0.5,
      }}
    >
      <span>{t('myCases.columns.caseNumber')}</span>
      <span>{t('myCases.columns.caseName')}</span>
      <span>{t('myCases.columns.applicant')}</span>
      <span>{t('myCases.columns.category')}</span>
      <span>{t('myCases.columns.status')}</span>
      <span>{t('myCases.columns.updated')}</span>
    </Box>
  );
}

/** My Cases (docs/SPEC.md section 2): every case, filtered and paged on the server, one expanded at a time. */
export function MyCasesPage() {
  const { t } = useTranslation('cases');
  const { user } = useAuth();
  const [view, update] = useMyCasesView();
  const [toggles, setToggles] = useState<ViewTogglesByCase>({});
  const [newCaseOpen, setNewCaseOpen] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  const list = useCases({
    view: 'cases',
    status: view.status,
    q: view.q,
    submittedFrom: view.range.from ?? undefined,
    submittedTo: view.range.to ?? undefined,
    page: view.page,
    pageSize: PAGE_SIZE,
  });
  const rows: CaseSummary[] = list.data?.cases ?? [];
  const settled = list.isSuccess && !list.isFetching && !list.isPlaceholderData;
  const openInRows = view.caseId !== null && rows.some((c) => c.caseId === view.caseId);
  // A linked case that is not on this page (or outside the filters) is found and shown above the list.
  const located = useCase(view.caseId, settled && !openInRows);
  const pinned = !openInRows && located.data && located.data.caseId === view.caseId ? located.data : null;
  const linkMissed = view.caseId !== null && !openInRows && located.isSuccess && located.data === null;

  // A page past the end (a case archived away, a stale link): go to the last one.
  const total = list.data?.total;
  useEffect(() => {
    if (!settled || total === undefined) return;
    const last = totalPagesOf(total, PAGE_SIZE);
    if (view.page > last) update((v) => ({ ...v, page: last }));
  }, [settled, total, view.page, update]);

  const changeFilters = useCallback(
    (change: FilterChange) => {
      // Typing replaces the history entry; a chosen status or range is a step Back can undo.
      update((v) => withFilters(v, change), { push: !('q' in change) });
    },
    [update],
  );
  const clearFilters = () => update(clearedFilters, { push: true });
  const expand = (caseId: string, open: boolean) => update((v) => ({ ...v, caseId: open ? caseId : null }));
  const viewToggle = (caseId: string) => (part: CaseViewPart, open?: boolean) => setToggles((t) => setToggle(t, caseId, part, open));

  const rowOf = (item: CaseSummary, note?: string) => (
    <CaseRow
      key={item.caseId}
      item={item}
      expanded={item.caseId === view.caseId}
      onExpand={(open) => expand(item.caseId, open)}
      toggles={togglesOf(toggles, item.caseId)}
      onViewToggle={viewToggle(item.caseId)}
      note={
        note && (
          <Typography variant="caption" color="primary" sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
            {note}
          </Typography>
        )
      }
    />
  );

  const newCaseButton = (
    <Button variant="contained" onClick={() => setNewCaseOpen(true)}>
      {t('myCases.newCase')}
    </Button>
  );

  let body;
  if (list.isPending) {
    body = <PageLoader label={t('myCases.loading')} />;
  } else if (list.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {t('common.tryAgain')}
          </Button>
        }
      >
        {t('myCases.loadError')}
      </Alert>
    );
  } else if (list.data.total === 0) {
    body = hasFilters(view) ? (
      <EmptyState>
        <EmptyMessage
          icon={<FolderOpenOutlined />}
          title={t('myCases.noMatchTitle')}
          description={t('myCases.noMatchDescription')}
          action={
            <Button variant="outlined" onClick={clearFilters}>
              {t('myCases.clearFilters')}
            </Button>
          }
        />
      </EmptyState>
    ) : (
      <EmptyState>
        <EmptyMessage
          icon={<FolderOpenOutlined />}
          title={t('myCases.emptyTitle')}
          description={t('myCases.emptyDescription')}
          action={newCaseButton}
        />
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ColumnHeader />
        <Box aria-busy={list.isPlaceholderData} sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {rows.map((item) => rowOf(item))}
        </Box>
        <CasesPager
          page={view.page}
          pageSize={PAGE_SIZE}
          total={list.data.total}
          onPage={(page) => update((v) => ({ ...v, page, caseId: null }), { push: true })}
        />
      </>
    );
  }

  return (
    <Box>
      <PageHeader title={t('myCases.title')} subtitle={t('myCases.subtitle')} actions={newCaseButton} />
      <CasesToolbar view={view} onChange={changeFilters} />
      <Box aria-live="polite">
        {created && (
          <Alert severity="success" onClose={() => setCreated(null)} sx={{ mb: 2 }}>
            {created}
          </Alert>
        )}
        {linkMissed && (
          <Alert severity="warning" onClose={() => update((v) => ({ ...v, caseId: null }))} sx={{ mb: 2 }}>
            {t('myCases.linkMissed')}
          </Alert>
        )}
      </Box>
      <Box component="section" aria-labelledby="my-cases-list-heading">
        <Typography id="my-cases-list-heading" component="h2" sx={VISUALLY_HIDDEN}>
          {t('myCases.listHeading')}
        </Typography>
        {pinned && <Box sx={{ mb: 2 }}>{rowOf(pinned, t('myCases.pinned'))}</Box>}
        <Box sx={{ height: 4, mb: 1 }}>{list.isFetching && !list.isPending && <LinearProgress aria-label={t('myCases.updating')} />}</Box>
        {body}
      </Box>
      <NewCaseDialog
        open={newCaseOpen}
        defaultApplicant={user?.displayName ?? ''}
        onClose={() => setNewCaseOpen(false)}
        onCreated={(caseId) => {
          setNewCaseOpen(false);
          setCreated(t('myCases.created'));
          // Clear the filters so the new case is in the list, and open it.
          update((v) => ({ ...clearedFilters(v), caseId }), { push: true });
        }}
      />
    </Box>
  );
}
