import { Box, Typography } from '@mui/material';
import { PageNav } from '@/components/ui/page-nav';
import { totalPagesOf } from '@/components/ui/page-items';
import { showingText } from '../../utils/pagination';
import { useTranslation } from 'react-i18next';

interface CasesPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** First, Prev, the page numbers, Next, Last and 'Showing X–Y of N cases' (docs/SPEC.md, My Cases). */
export function CasesPager({ page, pageSize, total, onPage }: CasesPagerProps) {
  const { t } = useTranslation('cases');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, mt: 2 }}>
      <Typography variant="body2" color="text.secondary" role="status" data-testid="cases-showing">
        {showingText(page, pageSize, total)}
      </Typography>
      <PageNav page={page} totalPages={totalPagesOf(total, pageSize)} onChange={onPage} label={t('myCases.pagesLabel')} withEnds />
    </Box>
  );
}
