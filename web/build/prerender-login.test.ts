import { describe, expect, it } from 'vitest';
import { loginHtml } from './prerender-login';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Immigration AI</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom-def.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const GATE = { file: 'assets/login-gate-123.js', imports: ['assets/storage-456.js'] };
const PAGE = { markup: '<form method="post"><button type="submit">Sign In</button></form>', locale: 'en', colorMode: 'light' } as const;

describe('loginHtml', () => {
  const html = loginHtml(INDEX, GATE, PAGE);

  it("loads the gate and its own imports instead of the app's entry and the app's preloads", () => {
    expect(html).toContain('<script type="module" crossorigin src="/assets/login-gate-123.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/storage-456.js">');
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(html).not.toContain('<link rel="modulepreload" crossorigin href="/assets/react-dom-def.js">');
  });

  it("notes the app's entry and its imports on the hidden #root, for the gate to load at the first interaction", () => {
    expect(html).toContain('<div id="root" hidden data-entry="/assets/index-abc.js" data-preloads="/assets/react-dom-def.js"></div>');
  });

  it('renders the page beside #root, marked with the language and theme it was rendered in', () => {
    expect(html).toContain(`<div id="prerendered" hidden data-locale="en" data-color-mode="light">${PAGE.markup}</div>`);
    expect(html).toContain('<title>Immigration AI</title>');
  });

  it('refuses an index.html it cannot turn into the page, rather than write one that loads nothing', () => {
    expect(() => loginHtml(INDEX.replace('<div id="root"></div>', '<main></main>'), GATE, PAGE)).toThrow(/#root/);
    expect(() => loginHtml(INDEX.replace(/<script[^>]*><\/script>/, ''), GATE, PAGE)).toThrow(/module entry/);
  });
});
