// Hosting's security headers (firebase.json, hosting.headers) as the browser gets them: each screen, signed out and
// signed in, is served with them and loads without a single CSP violation; the policy is really enforced (an inline
// script and framing are refused); the Permissions-Policy leaves the microphone to the chat alone.
import { readFileSync } from 'node:fs';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../emulators/lib/paths';
import { SCREEN_PATTERNS } from '../../web/src/config/paths';
import { takeCspViolations, type CspViolation } from '../support/browser';
import { eventually, openBrowser, signIn, type Session } from '../support/e2e';
import { APP_URL, AUTH_EMULATOR, CHAT_URL } from '../support/stack';

/** Screens with a parameter, opened on the seeded demo user's records and the seeded content. */
const SAMPLE_PATHS: Record<string, string> = {
  '/resources/learn/:id': '/resources/learn/responding-to-an-rfe',
  '/resources/news/:id': '/resources/news/1',
  '/billing/invoices/:id': '/billing/invoices/demo-invoice-2026-0101',
  '/support/tickets/:id': '/support/tickets/demo-ticket-1',
};

function screenPath(pattern: string): string {
  if (!pattern.includes(':')) return pattern;
  const path = SAMPLE_PATHS[pattern];
  if (!path) throw new Error(`No sample path for the screen ${pattern}: add one to SAMPLE_PATHS`);
  return path;
}

/** The policy as directive -> sources. */
function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

interface HeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}
const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { headers: HeaderRule[] } };
const CONFIGURED = Object.fromEntries(
  (firebaseJson.hosting.headers.find((rule) => rule.source === '**')?.headers ?? []).map(({ key, value }) => [key.toLowerCase(), value]),
);

function expectSecurityHeaders(headers: Record<string, string>, what: string): void {
  for (const name of [
    'content-security-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'permissions-policy',
  ]) {
    expect(headers[name], `${name} on ${what}`).toBe(CONFIGURED[name]);
  }
}

const headersOf = (response: Response | null, what: string): Record<string, string> => {
  if (!response) throw new Error(`No response for ${what}`);
  return response.headers();
};

/** Waits for the screen's heading and for its requests to settle, so late refusals are counted too. */
async function openScreen(page: Page, path: string): Promise<Record<string, string>> {
  const response = await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  return headersOf(response, path);
}

/**
 * Waits for the refusal a test provoked and takes its reports (so the shared check in tests/support/e2e-setup.ts does
 * not count them); any other violation on the way fails the test. An injected script's refusal is reported twice, by
 * the securitypolicyviolation event and on the console, one after the other: `both` waits for the two. A refused frame
 * is reported once, on the embedding page's console (the event would fire in the frame, which never loads).
 */
async function expectRefusals(expected: (violation: CspViolation) => boolean, reported: 'both' | 'once'): Promise<void> {
  const seen: CspViolation[] = [];
  const channels: readonly CspViolation['via'][] = reported === 'both' ? ['event', 'console'] : [];
  await eventually(() => {
    seen.push(...takeCspViolations());
    return seen.some(expected) && channels.every((via) => seen.some((violation) => violation.via === via && expected(violation)));
  }).toBe(true);
  expect(seen.filter((violation) => !expected(violation))).toEqual([]);
}

describe('security headers', () => {
  it('are configured as the issue asks', () => {
    const csp = parsePolicy(CONFIGURED['content-security-policy'] ?? '');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    // Scripts only from files: no inline code, no eval, no wildcard.
    for (const directive of ['script-src', 'connect-src', 'default-src']) {
      expect(csp.get(directive), directive).not.toContain("'unsafe-inline'");
      expect(csp.get(directive), directive).not.toContain("'unsafe-eval'");
      expect(csp.get(directive), directive).not.toContain('*');
    }
    // The local stack's chat service (polling and WebSocket) and Auth emulator.
    const chat = new URL(CHAT_URL);
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining([chat.origin, `ws://${chat.host}`, new URL(AUTH_EMULATOR).origin]));
    expect(csp.get('media-src')).toContain('blob:');
    expect(Number(/max-age=(\d+)/.exec(CONFIGURED['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(CONFIGURED['x-content-type-options']).toBe('nosniff');
    expect(CONFIGURED['x-frame-options']).toBe('DENY');
    expect(CONFIGURED['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const permissions = (CONFIGURED['permissions-policy'] ?? '').split(/,\s*/);
    expect(permissions).toEqual(expect.arrayContaining(['microphone=(self)', 'camera=()', 'geolocation=()']));
  });

  it('come with the page, the SPA fallback, static files and the API', async () => {
    const index = await fetch(`${APP_URL}/`);
    const html = await index.text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset, 'the entry script in index.html').toBeDefined();
    for (const path of ['/', '/overview', '/no/such/page', '/logo.svg', asset ?? '']) {
      const res = await fetch(`${APP_URL}${path}`);
      expect(res.status, path).toBe(200);
      const headers: Record<string, string> = {};
      res.headers.forEach((value, name) => (headers[name] = value));
      expectSecurityHeaders(headers, path);
    }
    // The API answers JSON, which a browser never runs; it must at least not be sniffed into something else.
    const api = await fetch(`${APP_URL}/api/verify`);
    expect(api.status).toBe(401);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('every screen under the CSP', () => {
  let session: Session;
  const consoleErrors: string[] = [];
  const violationsByScreen: Record<string, CspViolation[]> = {};

  beforeAll(async () => {
    session = await openBrowser();
    session.context.on('console', (message) => {
      if (/permissions.policy/i.test(message.text())) consoleErrors.push(message.text());
    });
  });
  afterAll(async () => {
    await session?.close();
  });

  /** Violations of one screen, kept under its name (the shared check in tests/support/e2e-setup.ts then sees none). */
  const record = (screen: string) => {
    const found = takeCspViolations();
    if (found.length) violationsByScreen[screen] = found;
  };

  it('serves the sign-in screens with the headers and no violation', async () => {
    const { page } = session;
    for (const path of ['/login', '/signup']) {
      expectSecurityHeaders(await openScreen(page, path), path);
      record(path);
    }
    expect(violationsByScreen).toEqual({});
  });

  it('serves every screen signed in with the headers and no violation', async () => {
    const { page } = session;
    await signIn(page, DEMO_USER);
    record('sign-in');
    for (const pattern of SCREEN_PATTERNS) {
      const path = screenPath(pattern);
      expectSecurityHeaders(await openScreen(page, path), path);
      // The chat screen holds a socket to the chat service, another origin: wait until it is connected.
      if (pattern === '/ai-assistant/chat') {
        await eventually(() => page.getByTestId('connection-state').textContent(), { timeout: 20_000 }).toBe('Connected');
      }
      record(path);
    }
    expect(violationsByScreen).toEqual({});
    expect(consoleErrors, 'Permissions-Policy problems reported by the browser').toEqual([]);
  });

  it('gives the microphone to the page itself and no camera or location', async () => {
    const { page } = session;
    await openScreen(page, '/ai-assistant/chat');
    const allowed = await page.evaluate(() => {
      const policy = (document as unknown as { featurePolicy?: { allowsFeature(feature: string): boolean } }).featurePolicy;
      if (!policy) return null;
      return Object.fromEntries(
        ['microphone', 'camera', 'geolocation', 'payment'].map((feature) => [feature, policy.allowsFeature(feature)]),
      );
    });
    expect(allowed, 'document.featurePolicy (Chromium)').toEqual({ microphone: true, camera: false, geolocation: false, payment: false });
  });

  it('is enforced: an injected inline script does not run, and is reported', async () => {
    const { page } = session;
    await openScreen(page, '/overview');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedRan = true;';
      // An inline script runs as it is inserted, if it may run at all.
      document.head.append(script);
      return (window as unknown as { __injectedRan?: boolean }).__injectedRan === true;
    });
    expect(ran).toBe(false);
    await expectRefusals((violation) => violation.text.includes('script-src'), 'both');
  });

  it('is enforced: no page, not even our own, may frame the app', async () => {
    const { page } = session;
    await openScreen(page, '/overview');
    // A same-origin frame is the friendliest case; frame-ancestors 'none' and X-Frame-Options DENY refuse even that.
    await page.evaluate((url) => {
      const frame = document.createElement('iframe');
      frame.src = url;
      frame.title = 'framed';
      document.body.append(frame);
    }, `${APP_URL}/login`);
    await expectRefusals((violation) => violation.text.includes('frame-ancestors'), 'once');
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(await framed?.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
  });
});
