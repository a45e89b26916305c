import { describe, expect, it } from 'vitest';
import { secondFactorChange } from './second-factors';

describe('secondFactorChange', () => {
  it('names turning on, turning off and changing the phone', () => {
    expect(secondFactorChange([], ['a'])).toBe('two-factor-enabled');
    expect(secondFactorChange(['a'], [])).toBe('two-factor-disabled');
    expect(secondFactorChange(['a'], ['b'])).toBe('two-factor-changed');
    expect(secondFactorChange(['a'], ['a', 'b'])).toBe('two-factor-changed');
  });

  it('is null when the same factors are enrolled, in any order', () => {
    expect(secondFactorChange([], [])).toBeNull();
    expect(secondFactorChange(['a', 'b'], ['b', 'a'])).toBeNull();
  });
});
