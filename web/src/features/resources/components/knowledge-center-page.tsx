import { Box, Typography } from '@mui/material';
import { useRef } from 'react';
import { AsyncState } from '@/components/ui/async-state';
import { PageHeader } from '@/components/ui/page-header';
import { DateText } from '@/components/ui/date-text';
import { paths } from '@/config/paths';
import { useArticles } from '../api/get-articles';
import { PageNav } from '@/components/ui/page-nav';
import { usePageParam } from '../hooks/use-page-param';
import { AnswersSection } from './answers-section';
import { LinkedCardList, PastLastPage } from './linked-card-list';

export function KnowledgeCenterPage() {
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader
        title="Knowledge Center"
        subtitle="Plain-language answers and guides to common immigration questions, with the official sources behind them."
      />
      <AnswersSection />
      <GuidesSection />
    </Box>
  );
}

/** The longer guides (the articles), with their own pages in ?page=. */
function GuidesSection() {
  const [page, setPage] = usePageParam();
  const query = useArticles(page);
  const top = useRef<HTMLElement>(null);
  // The guides sit below the answers: a new page of them starts at their heading, not the top of the screen.
  const goToPage = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView({ block: 'start' });
  };
  return (
    <Box component="section" ref={top} aria-labelledby="guides-heading" sx={{ mt: 6, scrollMarginTop: 88 }}>
      <Typography id="guides-heading" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Guides
      </Typography>
      <AsyncState query={query} loadingLabel="Loading articles…" errorMessage="Failed to load articles." isEmpty={(d) => d.total === 0} empty="No articles yet.">
        {(data) =>
          data.articles.length === 0 ? (
            <PastLastPage message={`There are no articles on page ${page}.`} firstPage={paths.learn} />
          ) : (
            <>
              <LinkedCardList label="Articles" items={data.articles} itemKey={(a) => a.id} to={(a) => paths.article(a.id)} fromPage={page}>
                {(article) => (
                  <>
                    <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                      {article.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      Updated <DateText value={article.updatedAt} />
                    </Typography>
                    <Typography sx={{ mt: 1 }}>{article.excerpt}</Typography>
                  </>
                )}
              </LinkedCardList>
              <PageNav page={page} totalPages={data.totalPages} onChange={goToPage} label="Knowledge Center pages" sx={{ mt: 3 }} />
            </>
          )
        }
      </AsyncState>
    </Box>
  );
}
