import { describe, expect, it } from 'vitest';
import { showingText } from './pagination';

describe('pagination', () => {
  it("writes 'Showing X–Y of N cases' with an en dash", () => {
    expect(showingText(1, 5, 12)).toBe('Showing 1–5 of 12 cases');
    expect(showingText(3, 5, 12)).toBe('Showing 11–12 of 12 cases');
    expect(showingText(1, 5, 3)).toBe('Showing 1–3 of 3 cases');
    expect(showingText(1, 5, 0)).toBe('Showing 0 of 0 cases');
  });
});
