import { describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH, jsonDepthExceeds } from './json-depth';

function nest(levels: number, as: 'array' | 'object'): unknown {
  let value: unknown = 0;
  for (let i = 0; i < levels; i++) value = as === 'array' ? [value] : { a: value };
  return value;
}

describe('jsonDepthExceeds', () => {
  it('counts objects and arrays as levels, scalars as none', () => {
    for (const scalar of [null, 1, 'text', true, undefined]) expect(jsonDepthExceeds(scalar, 0)).toBe(false);
    expect(jsonDepthExceeds({}, 0)).toBe(true);
    expect(jsonDepthExceeds({}, 1)).toBe(false);
    expect(jsonDepthExceeds({ a: [1, { b: 2 }] }, 3)).toBe(false);
    expect(jsonDepthExceeds({ a: [1, { b: {} }] }, 3)).toBe(true);
  });

  it.each(['array', 'object'] as const)(`allows ${JSON_MAX_DEPTH} levels of %s and refuses one more`, (as) => {
    expect(jsonDepthExceeds(nest(JSON_MAX_DEPTH, as))).toBe(false);
    expect(jsonDepthExceeds(nest(JSON_MAX_DEPTH + 1, as))).toBe(true);
  });

  it('measures 100,000 levels without overflowing the stack', () => {
    expect(jsonDepthExceeds(nest(100_000, 'array'))).toBe(true);
  });

  it('looks at every branch, not only the first', () => {
    expect(jsonDepthExceeds({ shallow: 1, list: [1, 2, nest(40, 'object')] })).toBe(true);
  });
});

describe('bytes', () => {
  it('does not walk into a typed array', () => {
    expect(jsonDepthExceeds(new Uint8Array(1_000_000), 0)).toBe(false);
    expect(jsonDepthExceeds({ bytes: new Uint8Array(10) }, 1)).toBe(false);
  });
});
