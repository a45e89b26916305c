import { describe, expect, it } from 'vitest';
import { paths, pathTo, SCREEN_PATTERNS } from './paths';

describe('the paths table', () => {
  it('builds links to records from the screen patterns, each id one encoded segment', () => {
    expect(paths.invoice('demo invoice/1')).toBe('/billing/invoices/demo%20invoice%2F1');
    expect(paths.newsItem(7)).toBe('/resources/news/7');
    expect(paths.sharedReport('t1')).toBe('/shared/reports/t1');
    expect(pathTo('/a/:x/b/:y', { x: 1, y: 'z' })).toBe('/a/1/b/z');
    expect(paths.caseForms('c 1')).toBe('/cases/forms?case=c+1');
    expect(paths.caseForms('c1', 'i-485')).toBe('/cases/forms?case=c1&form=i-485');
  });

  it('names each screen path once', () => {
    expect(new Set(SCREEN_PATTERNS).size).toBe(SCREEN_PATTERNS.length);
  });
});
