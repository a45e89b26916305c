import { Box, Card, CardActionArea, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { AsyncState, EmptyState } from '@/components/ui/async-state';
import { PageHeader } from '@/components/ui/page-header';
import { DateText } from '@/components/ui/date-text';
import { paths } from '@/config/paths';
import { useArticles } from '../api/get-articles';
import { usePageParam } from '../hooks/use-page-param';
import { NumberedPagination } from './numbered-pagination';

export function KnowledgeCenterPage() {
  const [page, setPage] = usePageParam();
  const query = useArticles(page);
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader title="Knowledge Center" subtitle="Plain-language guides to common immigration processes, with the official sources behind them." />
      <AsyncState query={query} loadingLabel="Loading articles…" errorMessage="Failed to load articles." isEmpty={(d) => d.total === 0} empty="No articles yet.">
        {(data) =>
          data.articles.length === 0 ? (
            // A stale link past the last page: the list exists, this page of it does not.
            <EmptyState>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                There are no articles on page {page}.
              </Typography>
              <Link component={RouterLink} to={paths.learn}>
                Go to the first page
              </Link>
            </EmptyState>
          ) : (
            <>
              <Box component="ul" aria-label="Articles" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
                {data.articles.map((article) => (
                  <Box component="li" key={article.id}>
                    <Card>
                      <CardActionArea component={RouterLink} to={paths.article(article.id)} state={{ fromPage: page }}>
                        <CardContent>
                          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                            {article.title}
                          </Typography>
                          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                            Updated <DateText value={article.updatedAt} />
                          </Typography>
                          <Typography sx={{ mt: 1 }}>{article.excerpt}</Typography>
                        </CardContent>
                      </CardActionArea>
                    </Card>
                  </Box>
                ))}
              </Box>
              <NumberedPagination page={page} totalPages={data.totalPages} onChange={setPage} label="Knowledge Center pages" />
            </>
          )
        }
      </AsyncState>
    </Box>
  );
}
