import { NewsPage } from '@/features/resources/components/news-page';

export function Component() {
  return <NewsPage />;
}
