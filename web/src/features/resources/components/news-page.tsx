import { Box, Button, Typography } from '@mui/material';
import { AsyncState } from '@/components/ui/async-state';
import { PageHeader } from '@/components/ui/page-header';
import { DateText } from '@/components/ui/date-text';
import { paths } from '@/config/paths';
import { useNews } from '../api/get-news';
import { usePageParam } from '../hooks/use-page-param';
import { ExampleChip } from './example-chip';
import { LinkedCardList, PastLastPage } from './linked-card-list';

export function NewsPage() {
  const [page, setPage] = usePageParam();
  const query = useNews(page);
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader title="Latest Immigration News" subtitle="Policy changes and announcements that may affect your case." />
      <AsyncState query={query} loadingLabel="Loading news…" errorMessage="Failed to load news." isEmpty={(d) => d.total === 0} empty="No news yet.">
        {(data) =>
          data.news.length === 0 ? (
            <PastLastPage message={`There is no news on page ${page}.`} firstPage={paths.news} />
          ) : (
            <>
              <LinkedCardList label="News" items={data.news} itemKey={(n) => n.id} to={(n) => paths.newsItem(n.id)} fromPage={page}>
                {(item) => (
                  <>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                      <Typography variant="body2" color="text.secondary">
                        <DateText value={item.date} />
                      </Typography>
                      {item.isExample && <ExampleChip />}
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
                aria-label="News pages"
                sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 3, flexWrap: 'wrap' }}
              >
                <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous
                </Button>
                <Typography aria-live="polite">
                  Page {Math.min(page, data.totalPages)} of {data.totalPages}
                </Typography>
                <Button variant="outlined" size="small" disabled={page >= data.totalPages} onClick={() => setPage(page + 1)}>
                  Next
                </Button>
              </Box>
            </>
          )
        }
      </AsyncState>
    </Box>
  );
}
