import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Something the browser refused to load or run because of the page's security headers. */
export interface CspViolation {
  /** `event`: a securitypolicyviolation event; `console`: the browser's own console message about it. */
  via: 'event' | 'console';
  /** The document that reported it. */
  url: string;
  text: string;
}

const violations: CspViolation[] = [];

/** Every browser launched here and not yet closed: a failed test photographs their pages (tests/support/e2e-setup.ts). */
const openBrowsers = new Set<Browser>();

/** The pages open now, in every browser launched here. */
export const openPages = () => [...openBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));

/** Every violation reported since the last call, in every context of every browser launched here. */
export function takeCspViolations(): CspViolation[] {
  return violations.splice(0);
}

const REPORT_BINDING = '__reportCspViolation';

interface ReportedEvent {
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Chromium's console messages for a blocked action: "... violates the following Content Security Policy directive
 * ..." (Chromium 156; older versions said "Refused to ..."), and "Refused to execute script ... strict MIME type
 * checking is enabled" when X-Content-Type-Options: nosniff refuses a script.
 */
const REFUSAL = /Content Security Policy|^Refused to /;

/**
 * Collects what the page's security headers block, two ways: the securitypolicyviolation event (structured, in every
 * frame) and the browser's console messages (which also cover what fires no event, such as nosniff refusals).
 */
async function watchViolations(context: BrowserContext): Promise<void> {
  context.on('console', (message) => {
    const text = message.text();
    if (REFUSAL.test(text)) violations.push({ via: 'console', url: message.page()?.url() ?? '', text });
  });
  await context.exposeBinding(REPORT_BINDING, ({ frame }, event: ReportedEvent) => {
    violations.push({
      via: 'event',
      url: frame.url(),
      text: `${event.directive} blocked ${event.blocked || '(inline)'} ${event.sample}`.trim(),
    });
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (event: ReportedEvent) => void>)[binding];
        report?.({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
      },
      true,
    );
  }, REPORT_BINDING);
}

/** Debian's Chromium, headless, with the flags our closed network needs. Every context it opens is watched for CSP violations. */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  // browser.newPage() opens its context through newContext() too, so this covers both.
  const newContext = browser.newContext.bind(browser);
  // The tests read the app's English (its source language) unless they choose another, whatever the machine's locale.
  browser.newContext = async (options) => {
    const context = await newContext({ locale: 'en-US', ...options });
    await watchViolations(context);
    return context;
  };
  return browser;
}
