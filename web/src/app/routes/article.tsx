import { ArticlePage } from '@/features/resources/components/article-page';

export function Component() {
  return <ArticlePage />;
}
