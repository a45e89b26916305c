import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AsyncState } from '@/components/ui/async-state';
import { PageHeader } from '@/components/ui/page-header';
import { DateText } from '@/components/ui/date-text';
import { paths } from '@/config/paths';
import { useNews } from '../api/get-news';
import { usePageParam } from '../hooks/use-page-param';
import { LinkedCardList, PastLastPage } from './linked-card-list';

export function NewsPage() {
  const { t } = useTranslation('resources');
  const [page, setPage] = usePageParam();
  const query = useNews(page);
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader title={t('news.title')} subtitle={t('news.subtitle')} />
      <AsyncState
        query={query}
        loadingLabel={t('news.loading')}
        errorMessage={t('news.loadError')}
        isEmpty={(d) => d.total === 0}
        empty={t('news.empty')}
      >
        {(data) =>
          data.news.length === 0 ? (
            <PastLastPage message={t('news.noneOnPage', { page })} firstPage={paths.news} />
          ) : (
            <>
              {data.news.some((n) => n.isExample) && (
                <Alert severity="info" sx={{ mb: 2 }} data-testid="news-samples">
                  {t('news.samples')}
                </Alert>
              )}
              <LinkedCardList
                label={t('news.list')}
                items={data.news}
                itemKey={(n) => n.id}
                to={(n) => paths.newsItem(n.id)}
                fromPage={page}
              >
                {(item) => (
                  <>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                      <Typography variant="body2" color="text.secondary">
                        <DateText value={item.date} />
                      </Typography>
                    </Box>
                    <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                      {item.title}
                    </Typography>
                    <Typography sx={{ mt: 1 }}>{item.excerpt}</Typography>
                  </>
                )}
              </LinkedCardList>
              <Box
                component="nav"
                aria-label={t('news.pages')}
                sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 3, flexWrap: 'wrap' }}
              >
                <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('news.previous')}
                </Button>
                <Typography aria-live="polite">
                  {t('news.pageOf', { page: Math.min(page, data.totalPages), total: data.totalPages })}
                </Typography>
                <Button variant="outlined" size="small" disabled={page >= data.totalPages} onClick={() => setPage(page + 1)}>
                  {t('news.next')}
                </Button>
              </Box>
            </>
          )
        }
      </AsyncState>
    </Box>
  );
}
