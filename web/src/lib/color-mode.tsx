import { createTheme, CssBaseline, ThemeProvider } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { storeColorMode, storedColorMode, type ColorMode } from './color-mode-storage';
import { focusRingStyles } from './focus-ring';
import { useFormat } from './i18n/format';
import { useMuiTexts } from './i18n/mui-texts';

export type { ColorMode };
/** The page and paper backgrounds per mode (the focus ring is checked against them). */
export const BACKGROUNDS: Readonly<Record<ColorMode, { default: string; paper: string }>> = {
  light: { default: '#f5f7fb', paper: '#ffffff' },
  dark: { default: '#0f172a', paper: '#111c33' },
};

interface ColorModeValue {
  mode: ColorMode;
  setMode(mode: ColorMode): void;
}

const ColorModeContext = createContext<ColorModeValue>({ mode: 'light', setMode: () => undefined });

/** The MUI theme, switchable at once; the choice is remembered here and saved in the user's settings. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ColorMode>(storedColorMode);
  const setMode = useCallback((next: ColorMode) => {
    storeColorMode(next);
    setModeState(next);
  }, []);
  // MUI's own texts ("Close", "No options", pagination) in the app's language.
  const muiTexts = useMuiTexts(useFormat().locale);
  const theme = useMemo(
    () =>
      createTheme(
        {
          palette: {
            mode,
            primary: { main: mode === 'light' ? '#1d4ed8' : '#7aa2ff' },
            secondary: { main: '#0f766e' },
            // WCAG AA contrast: MUI's light warning (#ed6c02) is 3.1:1 on white; white on the dark error is 3.7:1.
            ...(mode === 'light' ? { warning: { main: '#b45309' } } : { error: { main: '#f44336', contrastText: 'rgba(0, 0, 0, 0.87)' } }),
            background: BACKGROUNDS[mode],
          },
          shape: { borderRadius: 10 },
          typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
          components: {
            MuiCssBaseline: { styleOverrides: focusRingStyles(mode) },
            // The focus ring marks keyboard focus; MUI's pulsing focus ripple inside the button would only repeat it.
            MuiButton: {
              defaultProps: { disableElevation: true, disableFocusRipple: true },
              styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
            },
            MuiIconButton: { defaultProps: { disableFocusRipple: true } },
            MuiCard: { defaultProps: { variant: 'outlined' } },
          },
        },
        ...(muiTexts ? [muiTexts] : []),
      ),
    [mode, muiTexts],
  );
  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);
  return (
    <ColorModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}

export const useColorMode = () => useContext(ColorModeContext);
