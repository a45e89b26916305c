import { describe, expect, it } from 'vitest';
import { ALL_HIDDEN, setToggle, togglesOf } from './view-toggles';

describe('view toggles', () => {
  it('starts hidden and keeps each case apart', () => {
    let state = setToggle({}, 'a', 'review');
    state = setToggle(state, 'b', 'form');
    expect(togglesOf(state, 'a')).toEqual({ review: true, eligibility: false, form: false });
    expect(togglesOf(state, 'b')).toEqual({ review: false, eligibility: false, form: true });
    expect(togglesOf(state, 'c')).toEqual(ALL_HIDDEN);
  });

  it('flips, or sets, one part', () => {
    const open = setToggle({}, 'a', 'eligibility');
    expect(togglesOf(setToggle(open, 'a', 'eligibility'), 'a').eligibility).toBe(false);
    expect(setToggle(open, 'a', 'eligibility', true)).toBe(open);
    expect(togglesOf(setToggle(open, 'a', 'eligibility', false), 'a').eligibility).toBe(false);
  });
});
