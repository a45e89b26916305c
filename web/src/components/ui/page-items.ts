// The page buttons of PageNav (page-nav.tsx): every page when there are few, otherwise the first, the last and the current
// page's neighbours, with gaps between, so the row stays short on a phone.
export type PageItem = number | 'gap';

export function pageItems(page: number, totalPages: number): PageItem[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const shown = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous > 1) items.push(n - previous === 2 ? n - 1 : 'gap');
    items.push(n);
  });
  return items;
}

export const totalPagesOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
