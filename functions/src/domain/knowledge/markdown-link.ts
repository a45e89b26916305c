/** A markdown link that survives titles with brackets and paths with spaces or parentheses. */
export function markdownLink(title: string, link: string): string {
  const safeTitle = title.replace(/([[\]\\])/g, '\\$1');
  const safeLink = link.replace(/ /g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');
  return `[${safeTitle}](${safeLink})`;
}
