import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown, safeHref } from './markdown';

describe('safeHref', () => {
  it('keeps relative links and the allowed protocols', () => {
    for (const url of [
      '/resources/glossary#rfe',
      '#top',
      'page?x=1',
      'https://www.uscis.gov',
      'http://a.b',
      'mailto:a@b.c',
      'irc://x',
      'ircs://x',
      'xmpp:a@b.c',
    ]) {
      expect(safeHref(url), url).toBe(url);
    }
  });

  it('drops every other protocol', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', 'file:///etc/passwd']) {
      expect(safeHref(url), url).toBe('');
    }
  });
});

describe('Markdown', () => {
  it('renders markdown, skips raw HTML and neutralises unsafe links', () => {
    const html = renderToStaticMarkup(
      <Markdown>
        {'# Title\n\n**bold** <script>alert(1)</script><b>raw</b>\n\n[ok](https://example.org) [bad](javascript:alert(1))'}
      </Markdown>,
    );
    expect(html).toContain('<h2');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).toContain('href="https://example.org"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).not.toContain('javascript:');
  });
});
