// Reads a markdown file the way the docs tests need it: its links, its inline code, and the anchors GitHub gives its
// headings. Parsed with mdast-util-from-markdown (CommonMark), so code blocks and escapes are not mistaken for links.
import { readFileSync } from 'node:fs';
import GithubSlugger from 'github-slugger';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';

export interface Cited {
  /** A link's destination, or an inline code span's text. */
  value: string;
  line: number;
}

export interface MarkdownFile {
  links: Cited[];
  inlineCode: Cited[];
  /** Each heading's text, in order. */
  headings: string[];
  /** The text of each bold span (`**Lead-in.**`), which prose and comments also cite as a section's name. */
  boldLeads: string[];
  /** The anchors GitHub makes of the headings (`#a-request-end-to-end`). */
  anchors: Set<string>;
}

export function readMarkdown(path: string): MarkdownFile {
  const tree = fromMarkdown(readFileSync(path, 'utf8'));
  const slugger = new GithubSlugger();
  const file: MarkdownFile = { links: [], inlineCode: [], headings: [], boldLeads: [], anchors: new Set() };
  const visit = (node: Nodes): void => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'link' || node.type === 'definition' || node.type === 'image') file.links.push({ value: node.url, line });
    if (node.type === 'inlineCode') file.inlineCode.push({ value: node.value, line });
    if (node.type === 'strong') file.boldLeads.push(toString(node));
    if (node.type === 'heading') {
      const text = toString(node);
      file.headings.push(text);
      file.anchors.add(slugger.slug(text));
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return file;
}
