import { Box, Typography } from '@mui/material';
import { AsyncState } from '@/components/ui/async-state';
import { PageHeader } from '@/components/ui/page-header';
import { DateText } from '@/components/ui/date-text';
import { paths } from '@/config/paths';
import { useArticles } from '../api/get-articles';
import { PageNav } from '@/components/ui/page-nav';
import { usePageParam } from '../hooks/use-page-param';
import { LinkedCardList, PastLastPage } from './linked-card-list';

export function KnowledgeCenterPage() {
  const [page, setPage] = usePageParam();
  const query = useArticles(page);
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader title="Knowledge Center" subtitle="Plain-language guides to common immigration processes, with the official sources behind them." />
      <AsyncState query={query} loadingLabel="Loading articles…" errorMessage="Failed to load articles." isEmpty={(d) => d.total === 0} empty="No articles yet.">
        {(data) =>
          data.articles.length === 0 ? (
            <PastLastPage message={`There are no articles on page ${page}.`} firstPage={paths.learn} />
          ) : (
            <>
              <LinkedCardList label="Articles" items={data.articles} itemKey={(a) => a.id} to={(a) => paths.article(a.id)} fromPage={page}>
                {(article) => (
                  <>
                    <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                      {article.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      Updated <DateText value={article.updatedAt} />
                    </Typography>
                    <Typography sx={{ mt: 1 }}>{article.excerpt}</Typography>
                  </>
                )}
              </LinkedCardList>
              <PageNav page={page} totalPages={data.totalPages} onChange={setPage} label="Knowledge Center pages" sx={{ mt: 3 }} />
            </>
          )
        }
      </AsyncState>
    </Box>
  );
}
