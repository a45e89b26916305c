// The light or dark theme this browser last chose, in localStorage (read before the theme's own module loads, by
// the sign-in page's gate: web/src/login-gate.ts).
export type ColorMode = 'light' | 'dark';

const STORAGE_KEY = 'colorMode';

export function storedColorMode(): ColorMode {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function storeColorMode(mode: ColorMode): void {
  localStorage.setItem(STORAGE_KEY, mode);
}
