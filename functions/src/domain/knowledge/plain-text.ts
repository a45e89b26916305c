// Markdown to the plain words of a one-line summary, for lists and link previews.

const MAX_SUMMARY = 220;

export function stripMarkdown(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}\s+|[-*+]\s+|\d+\.\s+|>\s?)/gm, '')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence (or two, when the first is short), cut at a word if it is still too long. */
export function plainSummary(markdown: string): string {
  const text = stripMarkdown(markdown);
  // A sentence ends at . ! or ? before a space, except after a single capital ("U.S. citizen").
  const sentences = text.match(/(?:[^.!?]|[.!?](?!\s|$)|(?<=\b[A-Z])\.)+[.!?]+(?:\s|$)/g) ?? [text];
  let summary = '';
  for (const sentence of sentences) {
    if (summary.length > 0 && summary.length + sentence.length > MAX_SUMMARY) break;
    summary += sentence;
    if (summary.length >= 80) break;
  }
  summary = summary.trim();
  if (summary.length <= MAX_SUMMARY) return summary;
  const cut = summary.slice(0, MAX_SUMMARY - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
