import { Box, Button, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { AsyncState } from '@/components/ui/async-state';
import { DateText } from '@/components/ui/date-text';
import { Markdown } from '@/components/ui/markdown';
import { paths } from '@/config/paths';
import { useNewsItem } from '../api/get-news-item';
import { listPageFrom } from '../hooks/use-page-param';
import { ExampleChip } from './example-chip';
import { isNotFound, NotFound } from './not-found';
import { SourcesList } from './sources-list';

export function NewsItemPage() {
  const { t } = useTranslation('resources');
  const { id = '' } = useParams();
  const { state } = useLocation();
  const fromPage = listPageFrom(state);
  const backTo = fromPage > 1 ? `${paths.news}?page=${fromPage}` : paths.news;
  const query = useNewsItem(id);

  if (isNotFound(query.error)) return <NotFound message={t('news.notFound')} backTo={backTo} backLabel={t('news.back')} />;

  return (
    <Box component="article" sx={{ maxWidth: 820 }}>
      <AsyncState query={query} loadingLabel={t('news.itemLoading')} errorMessage={t('news.itemLoadError')}>
        {(item) => (
          <>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {item.title}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1, mb: 3 }}>
              <Typography variant="body2" color="text.secondary">
                <DateText value={item.date} />
              </Typography>
              {item.isExample && <ExampleChip />}
            </Box>
            <Markdown>{item.content}</Markdown>
            <SourcesList sources={item.sources} />
          </>
        )}
      </AsyncState>
      <Button component={RouterLink} to={backTo} startIcon={<ArrowBack />} sx={{ mt: 3 }}>
        {t('news.back')}
      </Button>
    </Box>
  );
}
