// My Cases' pager text (docs/SPEC.md: 'Showing X–Y of N cases').
import { i18n } from '@/lib/i18n/i18n';

/** 'Showing 6–10 of 12 cases' (an en dash, as the spec writes it). */
export function showingText(page: number, pageSize: number, total: number): string {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return i18n.t('cases:myCases.showing', { first, last, total });
}
