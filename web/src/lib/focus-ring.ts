import type { CSSObject } from '@mui/material';

type Mode = 'light' | 'dark';

/** The keyboard focus ring's colour per mode: at least 3:1 against the page and paper backgrounds (focus-ring.test.ts). */
export const FOCUS_RING_COLORS: Readonly<Record<Mode, string>> = { light: '#1d4ed8', dark: '#9bb8ff' };
export const FOCUS_RING_WIDTH_PX = 3;

/**
 * Global styles for CssBaseline: a solid ring on keyboard focus only (:focus-visible, and MUI's own Mui-focusVisible
 * that its buttons, menu items, tabs, chips and checkboxes set), never on a mouse click. Containers focused by code
 * (tabindex -1: <main> after the skip link, dialogs, drawers) get none; text fields keep their 2px focused border.
 */
export function focusRingStyles(mode: Mode): Record<string, CSSObject> {
  const ring: CSSObject = { outline: `${FOCUS_RING_WIDTH_PX}px solid ${FOCUS_RING_COLORS[mode]}`, outlineOffset: '2px' };
  return {
    ':focus-visible:not([tabindex="-1"])': ring,
    '.MuiButtonBase-root.Mui-focusVisible': ring,
    // Full-width rows sit inside scrolling lists and menus that would clip a ring drawn outside them.
    '.MuiListItemButton-root.Mui-focusVisible, .MuiMenuItem-root.Mui-focusVisible, .MuiTab-root.Mui-focusVisible, .MuiAccordionSummary-root.Mui-focusVisible':
      { outlineOffset: `-${FOCUS_RING_WIDTH_PX}px` },
    '.MuiInputBase-root .MuiInputBase-input:focus-visible': { outline: 'none' },
  };
}
