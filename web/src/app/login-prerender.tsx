// Renders /login at build time for login.html (web/build/prerender-login.ts): the same components as the app's
// sign-in page, in English and the light theme, with their styles inline. lib/prerendered-page.ts hands it to the app.
import { GlobalStyles } from '@mui/material';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { ColorMode } from '@/lib/color-mode-storage';
import { i18n, i18nReady } from '@/lib/i18n/i18n';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { PRERENDERED_ID } from '@/lib/prerendered-page';
import { AppProvider } from './provider';
import { Component as LoginScreen } from './routes/login';

export interface PrerenderedLogin {
  markup: string;
  locale: Locale;
  colorMode: ColorMode;
}

const page = `#${PRERENDERED_ID}`;
const field = `${page} .MuiFormControl-root`;

/**
 * What MUI does from React state, which the copy has not: float a field's label out of the way once it has focus or
 * a value (the gate marks typed fields data-filled), and outline the focused field. A press waiting for the app shows
 * as a busy page.
 */
function CopyStates() {
  const floated = {
    '& .MuiInputLabel-root': { transform: 'translate(14px, -9px) scale(0.75)', maxWidth: 'calc(133% - 32px)' },
    '& legend': { maxWidth: '100%' },
  };
  return (
    <GlobalStyles
      styles={(theme) => ({
        [`${field}:has(input:focus, input[data-filled])`]: floated,
        // Its own rule: a selector list with a pseudo-class the browser lacks would drop the rule above.
        [`${field}:has(input:autofill)`]: floated,
        [`${page}[data-pending]`]: { cursor: 'progress' },
        [`${field}:has(input:focus)`]: {
          '& .MuiInputLabel-root': { color: theme.palette.primary.main },
          '& .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.primary.main, borderWidth: 2 },
        },
      })}
    />
  );
}

export async function renderLoginPage(): Promise<PrerenderedLogin> {
  await i18nReady;
  await i18n.changeLanguage(DEFAULT_LOCALE);
  await i18n.loadNamespaces(['common', 'auth']);
  const markup = renderToString(
    <AppProvider>
      <CopyStates />
      <MemoryRouter initialEntries={['/login']}>
        <LoginScreen />
      </MemoryRouter>
    </AppProvider>,
  );
  return { markup, locale: DEFAULT_LOCALE, colorMode: 'light' };
}
