import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AsyncState } from '@/components/ui/async-state';
import { PageHeader } from '@/components/ui/page-header';
import { paths, SCREEN_PATHS } from '@/config/paths';
import { useArticles } from '../api/get-articles';
import { PageNav } from '@/components/ui/page-nav';
import { usePageParam } from '../hooks/use-page-param';
import { AnswersSection } from './answers-section';
import { DatedText } from './dated-text';
import { LinkedCardList, PastLastPage } from './linked-card-list';

export function KnowledgeCenterPage() {
  const { t } = useTranslation('resources');
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader
        title={t('knowledgeCenter.title')}
        subtitle={t('knowledgeCenter.subtitle')}
        actions={
          <Button component={RouterLink} to={SCREEN_PATHS.fees} variant="outlined" startIcon={<CalculateOutlined />}>
            {t('fees.title')}
          </Button>
        }
      />
      <AnswersSection />
      <GuidesSection />
    </Box>
  );
}

/** The longer guides (the articles), with their own pages in ?page=. */
function GuidesSection() {
  const { t } = useTranslation('resources');
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
        {t('knowledgeCenter.guides')}
      </Typography>
      <AsyncState
        query={query}
        loadingLabel={t('knowledgeCenter.loadingArticles')}
        errorMessage={t('knowledgeCenter.articlesError')}
        isEmpty={(d) => d.total === 0}
        empty={t('knowledgeCenter.noArticles')}
      >
        {(data) =>
          data.articles.length === 0 ? (
            <PastLastPage message={t('knowledgeCenter.noArticlesOnPage', { page })} firstPage={paths.learn} />
          ) : (
            <>
              <LinkedCardList
                label={t('knowledgeCenter.articles')}
                items={data.articles}
                itemKey={(a) => a.id}
                to={(a) => paths.article(a.id)}
                fromPage={page}
              >
                {(article) => (
                  <>
                    <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                      {article.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      <DatedText i18nKey="updated" value={article.updatedAt} />
                    </Typography>
                    <Typography sx={{ mt: 1 }}>{article.excerpt}</Typography>
                  </>
                )}
              </LinkedCardList>
              <PageNav page={page} totalPages={data.totalPages} onChange={goToPage} label={t('knowledgeCenter.pages')} sx={{ mt: 3 }} />
            </>
          )
        }
      </AsyncState>
    </Box>
  );
}
