import { describe, expect, it } from 'vitest';
import { pageItems, totalPagesOf } from './page-items';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shortens a long row around the current page', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('counts pages, with at least one', () => {
    expect(totalPagesOf(0, 3)).toBe(1);
    expect(totalPagesOf(3, 3)).toBe(1);
    expect(totalPagesOf(4, 3)).toBe(2);
  });
});
