// The entry of /login's build-time page (login.html, web/build/prerender-login.ts). The page shows the sign-in form
// straight from the HTML; the app loads at the applicant's first press, key or focus, and its sign-in form takes the
// copy over (lib/prerendered-page.ts). Where the copy would be wrong for this browser (a stored session, another
// language or theme, a notice to show), it goes at once and the app starts as on any other page.
import { readStoredAuth } from './lib/auth-storage';
import { storedColorMode } from './lib/color-mode-storage';
import { initialLocale } from './lib/i18n/locales';
import { appEntry, notePointer, prerenderedPage, releasePrerenderedPage, rememberPress } from './lib/prerendered-page';
import { hasSignOutNotice } from './lib/sign-out-notice';

const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

const copyFits = (page: HTMLElement) =>
  location.pathname === '/login' &&
  !readStoredAuth().token &&
  !hasSignOutNotice() &&
  page.dataset['locale'] === initialLocale() &&
  page.dataset['colorMode'] === storedColorMode();

let loading: Promise<unknown> | null = null;
const app = appEntry();

/**
 * Loads the app once, through the entry index.html loads (so the app's chunks are the same on every page), with
 * the modules that entry imports fetched at once beside it. A load that fails (offline) is tried again at the next
 * interaction.
 */
function startApp(): void {
  if (loading || !app) return;
  for (const href of app.preloads) {
    if (document.head.querySelector(`link[href="${href}"]`)) continue;
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: 'anonymous' }));
  }
  loading = import(/* @vite-ignore */ app.entry).catch(() => {
    loading = null;
  });
}

function waitForApplicant(page: HTMLElement): void {
  for (const type of FIRST_INTERACTIONS) document.addEventListener(type, startApp, { capture: true, passive: true });
  // A press the copy cannot act on waits for the app: a sign-in (Enter, or the submit button once the browser found
  // the fields valid) or another button, such as "Forgot password?". Links are ordinary links.
  document.addEventListener(
    'submit',
    (event) => {
      if (!(event.target instanceof Node) || !page.contains(event.target)) return;
      event.preventDefault();
      rememberPress(page, { submit: true });
      startApp();
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || button.type === 'submit' || !page.contains(button)) return;
      rememberPress(page, { control: button });
      startApp();
    },
    true,
  );
  // A button held down as the app takes over is pressed on the app's page: its release lands on another element.
  document.addEventListener(
    'pointerdown',
    (event) => notePointer(page, event.target instanceof Element ? event.target.closest('button') : null),
    true,
  );
  for (const type of ['pointerup', 'pointercancel'] as const) document.addEventListener(type, () => notePointer(page, null), true);
  // MUI floats a label out of a field's way from React state, which the copy has not: its CSS reads this instead.
  page.addEventListener('input', (event) => {
    if (event.target instanceof HTMLInputElement) event.target.toggleAttribute('data-filled', event.target.value !== '');
  });
  page.hidden = false;
}

const page = prerenderedPage();
if (page && copyFits(page)) waitForApplicant(page);
else {
  releasePrerenderedPage();
  startApp();
}
