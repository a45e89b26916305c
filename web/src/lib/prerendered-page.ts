// The sign-in page's build-time copy (web/build/prerender-login.ts writes it into login.html) and its handoff to the
// app. The copy is real markup with its styles, so an applicant sees the form and can type at once; the app's
// JavaScript loads at their first press or focus (web/src/login-gate.ts), renders into the hidden #root, and the
// sign-in form takes over: what was typed, where focus was, and a press that was waiting
// (docs/decisions/0003-prerendered-login.md).

export const PRERENDERED_ID = 'prerendered';
export const ROOT_ID = 'root';

/** What a waiting press was: a submitted form, or the n-th of the page's controls (see `controls`). */
const PENDING = 'pending';
const SUBMIT = 'submit';
/** The control a pointer is held down on: a press the swap would otherwise cut in two (down on the copy, up on the app). */
const PRESSING = 'pressing';

/** The page's controls in document order: the copy and the app's own page have the same ones, in the same order. */
export const controls = (container: ParentNode): HTMLElement[] => [...container.querySelectorAll<HTMLElement>('a[href], button, input')];

/** The app's entry script and the modules it imports, which the build notes on login.html's #root for the gate. */
export function appEntry(): { entry: string; preloads: string[] } | null {
  const root = document.getElementById(ROOT_ID);
  const entry = root?.dataset['entry'];
  return entry ? { entry, preloads: (root.dataset['preloads'] ?? '').split(' ').filter(Boolean) } : null;
}

export const prerenderedPage = (): HTMLElement | null => document.getElementById(PRERENDERED_ID);

/** Remembers a press on the copy, to be made again on the app's page once it is there. */
export function rememberPress(page: HTMLElement, press: { submit: true } | { control: HTMLElement }): void {
  page.dataset[PENDING] = 'submit' in press ? SUBMIT : String(controls(page).indexOf(press.control));
  page.setAttribute('aria-busy', 'true');
}

/** Notes the control a pointer went down on, until it comes up (see `PRESSING`). */
export function notePointer(page: HTMLElement, control: HTMLElement | null): void {
  if (control && page.contains(control)) page.dataset[PRESSING] = String(controls(page).indexOf(control));
  else delete page.dataset[PRESSING];
}

/** The press waiting for the app: one made on the copy, or one still held down as the copy goes. */
function pendingPress(page: HTMLElement): string | undefined {
  const pending = page.dataset[PENDING];
  const held = page.dataset[PRESSING];
  if (pending !== undefined || held === undefined) return pending;
  const control = controls(page)[Number(held)];
  if (!(control instanceof HTMLButtonElement)) return undefined;
  return control.type === 'submit' ? SUBMIT : held;
}

function showRoot(): HTMLElement | null {
  const root = document.getElementById(ROOT_ID);
  if (root) root.hidden = false;
  return root;
}

/** Drops the copy and shows the app: for any page other than the sign-in form, which takes over instead. */
export function releasePrerenderedPage(): void {
  const page = prerenderedPage();
  if (!page) return;
  page.remove();
  showRoot();
}

export interface PrerenderedHandoff {
  /** What was typed into the copy, by input name. */
  values: Record<string, string>;
  /** Makes the press that was waiting, if any: call it once the values are in the app's form. */
  replay(): void;
}

/**
 * Swaps the copy for the app's page, which must be in #root already with the same controls: focus moves to the same
 * control, and the caller puts `values` into its form, then calls `replay`. Null when there is no copy (any load but
 * a first visit to /login, and any second call).
 */
export function takeOverPrerenderedPage(): PrerenderedHandoff | null {
  const page = prerenderedPage();
  if (!page) return null;
  const values = Object.fromEntries([...page.querySelectorAll('input')].map((input) => [input.name, input.value]));
  const focused = controls(page).findIndex((control) => control === document.activeElement);
  const pending = pendingPress(page);
  page.remove();
  const root = showRoot();
  if (!root) return { values, replay: () => undefined };
  if (focused >= 0) controls(root)[focused]?.focus();
  return {
    values,
    replay() {
      if (pending === SUBMIT) root.querySelector('form')?.requestSubmit();
      else if (pending !== undefined) controls(root)[Number(pending)]?.click();
    },
  };
}
