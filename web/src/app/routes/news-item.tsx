import { NewsItemPage } from '@/features/resources/components/news-item-page';

export function Component() {
  return <NewsItemPage />;
}
