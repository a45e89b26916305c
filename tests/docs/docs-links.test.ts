// The docs cannot rot silently: every relative link in them reaches a file (and a heading, when it names one), every
// repository path they cite in inline code exists, and every doc a source comment cites exists with the section the
// comment names.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './code-lists';
import { readMarkdown, type MarkdownFile } from './markdown';

/** Where a path in inline code may start besides the repository root: the server's and the web's source folders. */
const PATH_BASES = ['', 'functions/src/', 'web/src/'];

/** Folders .gitignore names: build output and local data, cited by the docs but never in a checkout. */
const GENERATED = readFileSync(join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.endsWith('/') && !line.startsWith('#'));

function markdownFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const DOCS = ['README.md', 'functions/src/socket/PROTOCOL.md', ...markdownFiles('docs')];

const parsed = new Map<string, MarkdownFile>();
const markdown = (path: string): MarkdownFile => {
  const file = parsed.get(path) ?? readMarkdown(join(ROOT, path));
  parsed.set(path, file);
  return file;
};

const exists = (path: string): boolean => existsSync(join(ROOT, path));

/** What is wrong with a relative link of `doc`, or null when it resolves. */
function brokenLink(doc: string, destination: string): string | null {
  // Other sites (https:, mailto:) and links to a place in the page are checked elsewhere or not at all.
  if (/^[a-z][a-z0-9+.-]*:/i.test(destination) || destination.startsWith('//')) return null;
  if (destination.startsWith('/')) return 'starts at the site root; link relative to the file instead';
  const [rawPath = '', anchor] = destination.split('#');
  const target = rawPath === '' ? doc : relative(ROOT, join(ROOT, dirname(doc), decodeURIComponent(rawPath)));
  if (target.startsWith('..')) return 'leaves the repository';
  if (!exists(target)) return `${target} does not exist`;
  if (anchor && target.endsWith('.md') && !markdown(target).anchors.has(anchor)) return `${target} has no heading #${anchor}`;
  return null;
}

/**
 * A repository path in inline code: a file in a folder (`http/app.ts`), known by its extension, or a folder of two
 * levels or more with a trailing slash (`emulators/offline/`). Placeholders (`{id}`, `<name>`, `*`), host names,
 * routes, package names and a lone `api/` are not paths.
 */
const PATH_LIKE = /^[A-Za-z0-9_][\w-]*(\/[\w.[\]-]+)*(\/[\w.[\]-]+\.(ts|tsx|mjs|cjs|js|json|md|html|rules|env|txt)|\/[\w.[\]-]+\/)$/;

function missingPath(path: string): boolean {
  if (GENERATED.some((folder) => path.startsWith(folder))) return false;
  return !PATH_BASES.some((base) => exists(base + path));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (['node_modules', 'dist', 'lib', 'fixtures'].includes(name)) return [];
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|cjs|js)$/.test(name) ? [path] : [];
  });
}

/** A doc and, when quoted after it, its section: `docs/ARCHITECTURE.md, "Shape"`, `README "Scaling out"`. */
const CITATION = /\b(docs\/[\w./-]+\.md|README(?:\.md)?)(?:(?:,\s*|\s*\(\s*|\s+)"([^"]+)")?/g;

/** A source file's text with each comment line's `//` or ` * ` taken out, so a citation broken over lines reads whole. */
const joinedComments = (text: string): string => text.replace(/\n\s*(\/\/|\*(?!\/))\s*/g, ' ');

describe('docs', () => {
  it('reads the docs of the repository', () => {
    expect(DOCS).toContain('docs/ARCHITECTURE.md');
    expect(DOCS).toContain('docs/decisions/README.md');
  });

  it.each(DOCS)('%s: every relative link reaches its file and heading', (doc) => {
    const broken = markdown(doc)
      .links.map(({ value, line }) => ({ value, line, problem: brokenLink(doc, value) }))
      .filter((link) => link.problem !== null)
      .map(({ value, line, problem }) => `${doc}:${line} (${value}): ${problem}`);
    expect(broken).toEqual([]);
  });

  it.each(DOCS)('%s: every repository path in inline code exists', (doc) => {
    const missing = markdown(doc)
      .inlineCode.filter(({ value }) => PATH_LIKE.test(value) && missingPath(value))
      .map(({ value, line }) => `${doc}:${line}: ${value}`);
    expect(missing).toEqual([]);
  });

  it('every doc a source comment cites exists, with the section it names', () => {
    const problems: string[] = [];
    const files = [...['functions/src', 'web/src', 'web/build', 'emulators', 'tests'].flatMap(sourceFiles), 'eslint.config.js'];
    for (const file of files) {
      for (const [, cited = '', section] of joinedComments(readFileSync(join(ROOT, file), 'utf8')).matchAll(CITATION)) {
        const doc = cited.startsWith('README') ? 'README.md' : cited;
        if (!exists(doc)) problems.push(`${file}: cites ${doc}, which does not exist`);
        else if (section && doc.endsWith('.md')) {
          const { headings, boldLeads } = markdown(doc);
          const named = (title: string) => title.toLowerCase().startsWith(section.toLowerCase());
          if (!headings.some(named) && !boldLeads.some(named))
            problems.push(`${file}: cites "${section}" in ${doc}, which has no such section`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('the pattern for paths tells paths from other inline code', () => {
    const paths = ['functions/src/http/app.ts', 'emulators/offline/', 'web/src/features/cases/', 'tests/e2e/login-prerendered.test.ts'];
    const notPaths = [
      '/api/cases',
      'users/{uid}',
      'text/calendar',
      '@shared/ids',
      'rules/<category>.test.ts',
      'a.ts',
      'api/',
      'www.gstatic.com/recaptcha/',
    ];
    expect(paths.filter((path) => !PATH_LIKE.test(path))).toEqual([]);
    expect(notPaths.filter((path) => PATH_LIKE.test(path))).toEqual([]);
  });
});
