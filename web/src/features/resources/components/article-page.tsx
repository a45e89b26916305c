import { Box, Button, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { AsyncState } from '@/components/ui/async-state';
import { Markdown } from '@/components/ui/markdown';
import { paths } from '@/config/paths';
import { useArticle } from '../api/get-article';
import { listPageFrom } from '../hooks/use-page-param';
import { isNotFound, NotFound } from './not-found';
import { DatedText } from './dated-text';
import { SourcesList } from './sources-list';

export function ArticlePage() {
  const { t } = useTranslation('resources');
  const { id = '' } = useParams();
  const { state } = useLocation();
  const fromPage = listPageFrom(state);
  const backTo = fromPage > 1 ? `${paths.learn}?page=${fromPage}` : paths.learn;
  const query = useArticle(id);

  if (isNotFound(query.error)) return <NotFound message={t('article.notFound')} backTo={backTo} backLabel={t('backToKnowledgeCenter')} />;

  return (
    <Box component="article" sx={{ maxWidth: 820 }}>
      <AsyncState query={query} loadingLabel={t('article.loading')} errorMessage={t('article.loadError')}>
        {(article) => (
          <>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {article.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 3 }}>
              <DatedText i18nKey="updated" value={article.updatedAt} />
            </Typography>
            <Markdown>{article.content}</Markdown>
            <SourcesList sources={article.sources} />
          </>
        )}
      </AsyncState>
      <Button component={RouterLink} to={backTo} startIcon={<ArrowBack />} sx={{ mt: 3 }}>
        {t('backToKnowledgeCenter')}
      </Button>
    </Box>
  );
}
