// My Cases' pager text (docs/SPEC.md: 'Showing X–Y of N cases').

/** 'Showing 6–10 of 12 cases' (an en dash, as the spec writes it). */
export function showingText(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'Showing 0 of 0 cases';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `Showing ${first}–${last} of ${total} cases`;
}
