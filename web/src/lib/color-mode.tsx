import { createTheme, CssBaseline, ThemeProvider } from '@mui/material';
import { deDE, enUS, esES, frFR } from '@mui/material/locale';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useFormat } from './i18n/format';
import type { Locale } from './i18n/locales';

export type ColorMode = 'light' | 'dark';

const STORAGE_KEY = 'colorMode';
/** MUI's own texts ("Close", "No options", pagination) in the app's language. */
const MUI_TEXTS = { en: enUS, es: esES, fr: frFR, de: deDE } satisfies Record<Locale, unknown>;

interface ColorModeValue {
  mode: ColorMode;
  setMode(mode: ColorMode): void;
}

const ColorModeContext = createContext<ColorModeValue>({ mode: 'light', setMode: () => undefined });

function initialMode(): ColorMode {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** The MUI theme, switchable at once; the choice is remembered here and saved in the user's settings. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ColorMode>(initialMode);
  const setMode = useCallback((next: ColorMode) => {
    localStorage.setItem(STORAGE_KEY, next);
    setModeState(next);
  }, []);
  const { locale } = useFormat();
  const theme = useMemo(
    () =>
      createTheme(
        {
          palette: {
            mode,
            primary: { main: mode === 'light' ? '#1d4ed8' : '#7aa2ff' },
            secondary: { main: '#0f766e' },
            background: mode === 'light' ? { default: '#f5f7fb', paper: '#ffffff' } : { default: '#0f172a', paper: '#111c33' },
          },
          shape: { borderRadius: 10 },
          typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
          components: {
            MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
            MuiCard: { defaultProps: { variant: 'outlined' } },
          },
        },
        MUI_TEXTS[locale],
      ),
    [mode, locale],
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
