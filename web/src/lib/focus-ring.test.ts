import { describe, expect, it } from 'vitest';
import { FOCUS_RING_COLORS, FOCUS_RING_WIDTH_PX, focusRingStyles } from './focus-ring';
import { BACKGROUNDS } from './color-mode';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('focus ring', () => {
  it.each(['light', 'dark'] as const)('is at least 2px and 3:1 against the %s backgrounds', (mode) => {
    expect(FOCUS_RING_WIDTH_PX).toBeGreaterThanOrEqual(2);
    for (const background of Object.values(BACKGROUNDS[mode])) {
      expect(contrast(FOCUS_RING_COLORS[mode], background)).toBeGreaterThanOrEqual(3);
    }
  });

  it('rings keyboard focus only, and not containers focused by code', () => {
    const selectors = Object.keys(focusRingStyles('light'));
    expect(selectors).toContain(':focus-visible:not([tabindex="-1"])');
    expect(selectors).toContain('.MuiButtonBase-root.Mui-focusVisible');
    expect(selectors.some((selector) => /(^|[\s,]):focus(?!-)/.test(selector))).toBe(false);
  });
});
