// The AI assistant chat screen against the real chat service (offline provider) and API: a streamed answer with
// its provider and sources, suggested questions, a tool button, a case opened from the chat, the summary PDF, tool
// results shown on return, resuming after a reload, past chats, navigation state, and the phone layout. Also: the
// Past Chats drawer below the app bar at phone, tablet and desktop width; a message over 8,000 characters refused
// with a counter and a reason instead of cut; text handed over from another screen ({ draft }) opening a new chat
// with it prefilled, once; and the chat used with the keyboard alone.
import { readFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatHandoff } from '../../web/src/features/chat/utils/chat-handoff';
import {
  DESKTOP,
  eventually,
  nextFrame,
  openBrowser,
  PHONE,
  screenshot,
  signedInSession,
  signIn,
  type Credentials,
  type Session,
} from '../support/e2e';
import { launchChromium } from '../support/browser';
import { api, APP_URL } from '../support/stack';

const CHAT = '/ai-assistant/chat';
const MAX = 8000;

interface StoredMessage {
  id: string;
  role: string;
  text: string;
  function_call?: { name: string; callId: string; payload: Record<string, unknown> };
}

const messageBox = (page: Page) => page.getByLabel('Message', { exact: true });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send' });
const userMessages = (page: Page) => page.getByTestId('user-message');
const aiMessages = (page: Page) => page.getByTestId('ai-message');

/** The chat screen is up and connected to the chat service, so it could send. */
const connected = (page: Page) =>
  eventually(() => page.getByTestId('connection-state').textContent(), { timeout: 20_000 }).toBe('Connected');

async function openChatScreen(page: Page): Promise<void> {
  await page.goto(CHAT);
  await connected(page);
}

async function ask(page: Page, text: string): Promise<void> {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await page.getByTestId('user-message').filter({ hasText: text }).waitFor();
}

/** Waits until the reply to the last question has ended (its bubble is complete) and the indicator is gone. */
async function waitForReply(page: Page, count: number): Promise<void> {
  await eventually(() => page.locator('[data-testid="ai-message"][data-complete="true"]').count(), {
    timeout: 30_000,
  }).toBeGreaterThanOrEqual(count);
  await eventually(() => page.getByTestId('thinking').count()).toBe(0);
}

const token = (page: Page) => page.evaluate(() => localStorage.getItem('authToken') ?? '');
const currentChatId = (page: Page, email: string) => page.evaluate((key) => localStorage.getItem(key) ?? '', `chat:lastChatId:${email}`);
const routerState = (page: Page) => page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr ?? null);

/** A navigation with React Router state, as another screen's navigate(path, { state }) makes it. */
async function navigateWithState(page: Page, path: string, state: unknown): Promise<void> {
  await page.evaluate(
    ({ path, state }) => {
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      window.history.pushState({ usr: state, key: `e2e${idx}`, idx }, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { path, state },
  );
}

/** The element is below the fixed app bar and nothing covers its centre, so a click lands on it. */
async function expectBelowAppBarAndUncovered(page: Page, target: Locator): Promise<void> {
  // Once the drawer has slid in (MUI leaves no transform then).
  await eventually(() => page.locator('[aria-labelledby="past-chats-title"]').evaluate((el) => getComputedStyle(el).transform)).toBe(
    'none',
  );
  const appBarBottom = await page
    .locator('header')
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.y ?? 0).toBeGreaterThanOrEqual(appBarBottom);
  expect(
    await target.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return hit !== null && el.contains(hit);
    }),
  ).toBe(true);
}

describe('AI assistant chat', () => {
  let session: Session & { user: Credentials };
  let page: Page;
  let firstChatId: string;
  let toolChatId: string;

  beforeAll(async () => {
    session = await signedInSession('Amara Chat');
    page = session.page;
  });
  afterAll(async () => {
    await session?.close();
  });

  it('shows the welcome panel: logo, title, disclaimer and suggested questions, in a chat area 82% of the viewport high', async () => {
    await openChatScreen(page);
    await page.getByRole('heading', { name: 'Immigration AI Assistant' }).waitFor();
    expect(await page.getByRole('img', { name: 'Immigration AI logo' }).getAttribute('src')).toBe('/logo.svg');
    expect(await page.getByTestId('chat-disclaimer').textContent()).toContain('informational only');
    const suggestions = page.getByRole('list', { name: 'Suggested questions' }).getByRole('button');
    await eventually(() => suggestions.count()).toBeGreaterThanOrEqual(8);
    for (const name of ['New Chat', 'Summary Download', 'Past chats'])
      expect(await page.getByRole('button', { name }).isVisible()).toBe(true);
    // Nothing to summarise yet.
    expect(await page.getByRole('button', { name: 'Summary Download' }).isDisabled()).toBe(true);
    const height = await page.getByTestId('chat-area').evaluate((el) => el.getBoundingClientRect().height / window.innerHeight);
    expect(height).toBeCloseTo(0.82, 2);
    // Whitespace is not sent.
    await messageBox(page).fill('   ');
    await eventually(() => page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await screenshot(page, 'chat-welcome');
  });

  it('streams the answer to a question, linking its source, under one disclaimer and no provider name', async () => {
    let streamed = 0;
    page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => (streamed += String(payload).includes('"reply-stream"') ? 1 : 0)));
    // The socket that is already open was made before the listener; reconnecting it would change what is tested,
    // so the stream is counted on a fresh page load.
    await openChatScreen(page);
    await ask(page, 'What is an RFE?');
    await waitForReply(page, 1);
    const answer = aiMessages(page).last();
    expect(await answer.innerText()).not.toMatch(/Offline assistant|Answered by/);
    // The disclaimer once, at the top of the chat, not in every bubble.
    expect(await page.getByTestId('chat-disclaimer').count()).toBe(1);
    expect(await answer.innerText()).not.toContain('not legal advice');
    expect(await answer.innerText()).toMatch(/Request for Evidence/i);
    expect(await answer.innerText()).toContain('Source');
    // The official source, then the card's own page in the Knowledge Center.
    const links = answer.getByRole('link');
    expect(await links.first().getAttribute('href')).toMatch(/^https:\/\/(www\.)?(uscis|ecfr)\.gov\//);
    expect(await answer.getByRole('link', { name: 'Read this answer in the Knowledge Center' }).getAttribute('href')).toBe(
      '/resources/learn/what-is-an-rfe',
    );
    expect(streamed).toBeGreaterThan(1);
    firstChatId = await currentChatId(page, session.user.email);
    expect(firstChatId).toMatch(/^[0-9a-f-]{36}$/);
    await screenshot(page, 'chat-answer');
  });

  it('starts a new chat and sends a suggested question', async () => {
    await page.getByRole('button', { name: 'New Chat' }).click();
    const suggestion = page.getByRole('list', { name: 'Suggested questions' }).getByRole('button').first();
    await suggestion.waitFor();
    const question = (await suggestion.textContent()) ?? '';
    await suggestion.click();
    await page.getByTestId('user-message').filter({ hasText: question }).waitFor();
    await waitForReply(page, 1);
    toolChatId = await currentChatId(page, session.user.email);
    expect(toolChatId).not.toBe(firstChatId);
  });

  it("opens the Eligibility Check from the assistant's tool call, with the prefill, chatId and callId", async () => {
    await ask(page, 'Am I eligible for an EB-5 investor visa?');
    const button = page.getByRole('button', { name: 'Open Eligibility Check' });
    await button.waitFor({ timeout: 30_000 });
    expect(await page.getByText('Open the Eligibility Check tool to continue.').isVisible()).toBe(true);
    await waitForReply(page, 2);
    await screenshot(page, 'chat-tool-call');
    await button.click();
    await page.waitForURL('**/ai-assistant/eligibility');
    // The URL changes before the wizard replaces the chat on screen; the next test's Back must find the chat unmounted.
    await page.getByRole('heading', { name: 'Eligibility Check', level: 1 }).waitFor();
  });

  it('shows a tool result sent back by the tool screen when the user returns to the chat', async () => {
    const chat = await api<{ messages: StoredMessage[] }>(`/chats/${toolChatId}/messages`, { token: await token(page) });
    const call = chat.body.messages.find((m) => m.function_call?.name === 'check_eligibility');
    expect(call?.function_call?.payload).toMatchObject({ category: 'Investor (EB-5)' });
    // What the eligibility screen posts when its check is done.
    const posted = await api(`/chats/${toolChatId}/interactions/${call?.function_call?.callId}/result`, {
      token: await token(page),
      body: {
        name: 'check_eligibility',
        result: {
          input: { category: 'Investor (EB-5)' },
          output: {
            analysis: { eligible: true, reasons: ['The investment meets the minimum amount.'], recommendations: ['Prepare Form I-526E.'] },
          },
        },
      },
    });
    expect(posted.status).toBe(200);

    await page.goBack();
    await page.waitForURL(`**${CHAT}`);
    await page.getByText('Your eligibility check is done.').waitFor({ timeout: 20_000 });
    await eventually(() => aiMessages(page).last().innerText()).toMatch(/you appear to be eligible/);
    expect(await page.getByRole('button', { name: 'Open Eligibility Check' }).isVisible()).toBe(true);
  });

  it('creates a case from the conversation and links it', async () => {
    await ask(page, 'please open a case for me');
    await page.getByText('Creating your case...').waitFor({ timeout: 30_000 });
    const link = page.getByRole('link', { name: 'View your case' }).last();
    await link.waitFor({ timeout: 30_000 });
    await eventually(() => aiMessages(page).last().innerText()).toContain('Your case has been created.');
    const href = (await link.getAttribute('href')) ?? '';
    const caseId = new URLSearchParams(href.split('?')[1]).get('case');
    const cases = await api<{ cases: Array<{ caseId: string; chatId: string | null }> }>('/cases', { token: await token(page) });
    expect(cases.body.cases.filter((c) => c.chatId === toolChatId).map((c) => c.caseId)).toEqual([caseId]);
    await screenshot(page, 'chat-case');
  });

  it('downloads the summary as chat-summary.pdf with the conversation in it', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Summary Download' }).click()]);
    expect(download.suggestedFilename()).toBe('chat-summary.pdf');
    const path = await download.path();
    const text = (await new PDFParse({ data: readFileSync(path) }).getText()).text;
    expect(text).toContain('Am I eligible for an EB-5 investor visa?');
    expect(text).toContain('please open a case for me');
  });

  it('resumes the conversation after a reload', async () => {
    await page.reload();
    await page.getByTestId('user-message').filter({ hasText: 'please open a case for me' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'View your case' }).first().waitFor();
    await eventually(() => page.locator('[data-testid="ai-message"][data-complete="true"]').count()).toBeGreaterThanOrEqual(3);
    // The stored call was answered, so a reload opens no second case.
    const cases = await api<{ cases: Array<{ chatId: string | null }> }>('/cases', { token: await token(page) });
    expect(cases.body.cases.filter((c) => c.chatId === toolChatId)).toHaveLength(1);
  });

  it('lists past chats and reopens one', async () => {
    await page.getByRole('button', { name: 'Past chats' }).click();
    const list = page.getByRole('list', { name: 'Past chats' });
    await list.waitFor();
    await eventually(() => list.getByRole('button').count()).toBeGreaterThanOrEqual(2);
    await list.getByRole('button', { name: /What is an RFE\?/ }).click();
    await page.getByTestId('user-message').filter({ hasText: 'What is an RFE?' }).waitFor();
    await eventually(() => page.getByTestId('user-message').filter({ hasText: 'please open a case for me' }).count()).toBe(0);
    await eventually(() => currentChatId(page, session.user.email)).toBe(firstChatId);
  });

  it('honours navigation state (newChat with context, chatId) once, then clears it', async () => {
    const context = 'I ran the eligibility check for Student (F-1). I do not qualify yet.';
    // As the eligibility results' 'Ask Question' does it: from another screen, so the chat screen mounts with it.
    await page.goto('/overview');
    await page.getByRole('heading', { level: 1, name: /^Welcome( Back)?!$/ }).waitFor();
    await navigateWithState(page, CHAT, { newChat: true, context });
    await page.getByRole('heading', { name: 'Immigration AI Assistant' }).waitFor();
    await eventually(() => messageBox(page).inputValue()).toBe(context);
    await eventually(() => routerState(page)).toBeNull();
    await eventually(() => currentChatId(page, session.user.email)).not.toBe(firstChatId);

    await navigateWithState(page, CHAT, { chatId: toolChatId });
    await page.getByTestId('user-message').filter({ hasText: 'please open a case for me' }).waitFor({ timeout: 20_000 });
    await eventually(() => routerState(page)).toBeNull();
    // What was typed stays in the box across chats.
    expect(await messageBox(page).inputValue()).toBe(context);
  });

  it('attaches a PDF, removes it, attaches it again and sends it with a question', async () => {
    await page.getByRole('button', { name: 'New Chat' }).click();
    await messageBox(page).fill('');
    const pdf = {
      name: 'passport.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    };
    const files = page.getByRole('list', { name: 'Files to send' });
    await page.getByTestId('chat-file-input').setInputFiles(pdf);
    await files.getByText('passport.pdf').waitFor();
    await page.getByRole('button', { name: 'Remove passport.pdf' }).click();
    await eventually(() => files.count()).toBe(0);

    await page.getByTestId('chat-file-input').setInputFiles(pdf);
    await files.getByText('passport.pdf').waitFor();
    await eventually(() => files.getByLabel('Uploading').count()).toBe(0);
    await ask(page, 'Is this passport page readable?');
    await page.getByTestId('user-message').getByLabel('Attachments').getByText('passport.pdf').waitFor();
    await waitForReply(page, 1);
    const chatId = await currentChatId(page, session.user.email);
    const stored = await api<{ messages: Array<{ role: string; attachments: Array<{ name: string; mimeType: string }> }> }>(
      `/chats/${chatId}/messages`,
      { token: await token(page) },
    );
    expect(stored.body.messages[0]?.attachments).toMatchObject([{ name: 'passport.pdf', mimeType: 'application/pdf' }]);
  });

  it('turns the voice button off, with the reason, when there is no microphone', async () => {
    await page.getByRole('button', { name: 'Record voice message' }).click();
    const off = page.getByRole('button', { name: 'Record voice message (unavailable)' });
    await off.waitFor();
    expect(await off.isDisabled()).toBe(true);
    await off.locator('xpath=..').hover();
    await eventually(() => page.getByRole('tooltip').textContent()).toMatch(/microphone/i);
  });

  it('records a voice message and sends it as an audio attachment', async () => {
    // A browser with Chromium's fake microphone, which plays a tone.
    const browser = await launchChromium(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);
    try {
      const context = await browser.newContext({ baseURL: APP_URL, permissions: ['microphone'] });
      const voicePage = await context.newPage();
      await signIn(voicePage, session.user);
      await openChatScreen(voicePage);
      await voicePage.getByRole('button', { name: 'New Chat' }).click();
      await voicePage.getByRole('button', { name: 'Record voice message' }).click();
      const stop = voicePage.getByRole('button', { name: 'Stop recording' });
      await stop.waitFor();
      expect(await stop.getAttribute('aria-pressed')).toBe('true');
      // A second of sound, by the recorder's own clock beside the button.
      await voicePage.getByText('0:01', { exact: true }).waitFor();
      await stop.click();
      const files = voicePage.getByRole('list', { name: 'Files to send' });
      await files.getByText(/^voice-message-.*\.webm$/).waitFor();
      await eventually(() => files.getByLabel('Uploading').count()).toBe(0);
      await ask(voicePage, 'I recorded my question.');
      await waitForReply(voicePage, 1);
      const chatId = await currentChatId(voicePage, session.user.email);
      const stored = await api<{ messages: Array<{ attachments: Array<{ name: string; mimeType: string; size: number }> }> }>(
        `/chats/${chatId}/messages`,
        { token: await token(voicePage) },
      );
      expect(stored.body.messages[0]?.attachments[0]).toMatchObject({ mimeType: 'audio/webm' });
      expect(stored.body.messages[0]?.attachments[0]?.size).toBeGreaterThan(1000);
      await screenshot(voicePage, 'chat-voice');
    } finally {
      await browser.close();
    }
  });

  it('fits a phone screen', async () => {
    const phone = await openBrowser(PHONE);
    try {
      await signIn(phone.page, session.user);
      await openChatScreen(phone.page);
      await phone.page.getByRole('heading', { name: 'Immigration AI Assistant' }).waitFor();
      await phone.page.getByRole('list', { name: 'Suggested questions' }).getByRole('button').first().waitFor();
      const overflow = () => phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      for (const name of ['New Chat', 'Summary Download', 'Past chats', 'Attach a file', 'Send']) {
        expect(await phone.page.getByRole('button', { name }).count()).toBe(1);
      }
      await screenshot(phone.page, 'chat-phone-welcome');
      await ask(phone.page, 'What is an RFE?');
      await waitForReply(phone.page, 1);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await screenshot(phone.page, 'chat-phone-answer');
      // The narrowest phones the app supports.
      await phone.page.setViewportSize({ width: 360, height: 740 });
      await eventually(overflow).toBeLessThanOrEqual(0);
      await screenshot(phone.page, 'chat-phone-360');
    } finally {
      await phone.close();
    }
  });

  it('answers both parts of a Spanish question in Spanish, and opens the long answer at its beginning on a phone', async () => {
    const phone = await openBrowser(PHONE);
    try {
      await signIn(phone.page, session.user);
      await openChatScreen(phone.page);
      await phone.page.getByRole('button', { name: 'New Chat' }).click();
      await ask(phone.page, '¿Puedo trabajar y viajar mientras mi I-485 está pendiente?');
      await waitForReply(phone.page, 1);
      const answer = aiMessages(phone.page).last();
      const headings = answer.getByRole('heading');
      expect(await headings.allInnerTexts()).toEqual([
        '¿Puedo trabajar mientras mi I-485 está pendiente?',
        '¿Puedo viajar mientras mi I-485 está pendiente?',
      ]);
      const text = await answer.innerText();
      expect(text).toContain('Fuente:');
      expect(text).toContain('Relacionado:');
      expect(text).not.toMatch(/\bSource:|\bRelated:/);
      // The answer is taller than the screen: its first heading is in view, not its last line.
      const log = phone.page.getByRole('log', { name: 'Conversation' });
      const [logBox, firstHeading] = await Promise.all([log.boundingBox(), headings.first().boundingBox()]);
      expect(firstHeading?.y ?? -1).toBeGreaterThanOrEqual((logBox?.y ?? 0) - 1);
      expect((firstHeading?.y ?? 0) + (firstHeading?.height ?? 0)).toBeLessThanOrEqual((logBox?.y ?? 0) + (logBox?.height ?? 0));
      // The disclaimer once, at the top of the conversation.
      expect(await phone.page.getByTestId('chat-disclaimer').count()).toBe(1);
      await screenshot(phone.page, 'chat-phone-two-part-spanish');
    } finally {
      await phone.close();
    }
  });
});

describe('AI assistant chat: past chats drawer, long messages, handed-over drafts and the keyboard', () => {
  let session: Session & { user: Credentials };
  let page: Page;

  beforeAll(async () => {
    session = await signedInSession('Lina Defects');
    page = session.page;
    await page.setViewportSize(DESKTOP);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('keeps the Past Chats drawer, and its close button, below the app bar at 390, 768 and 1366 px', async () => {
    const phone = await openBrowser(PHONE);
    try {
      const p = phone.page;
      await signIn(p, session.user);
      await openChatScreen(p);
      const opener = p.getByRole('button', { name: 'Past chats' });
      const drawerTitle = p.getByRole('heading', { name: 'Past chats', level: 2 });
      const close = p.getByRole('button', { name: 'Close past chats' });

      await opener.click();
      await drawerTitle.waitFor();
      await expectBelowAppBarAndUncovered(p, close);
      await expectBelowAppBarAndUncovered(p, drawerTitle);
      await p.getByText('No past chats yet.').waitFor();
      await screenshot(p, 'chat-past-chats-390');
      await close.click();
      await drawerTitle.waitFor({ state: 'hidden' });

      // Escape closes it too, and focus goes back to the button that opened it.
      await opener.click();
      await drawerTitle.waitFor();
      await p.keyboard.press('Escape');
      await drawerTitle.waitFor({ state: 'hidden' });
      await eventually(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);

      for (const viewport of [{ width: 768, height: 1024 }, DESKTOP]) {
        await p.setViewportSize(viewport);
        await opener.click();
        await drawerTitle.waitFor();
        await expectBelowAppBarAndUncovered(p, close);
        await screenshot(p, `chat-past-chats-${viewport.width}`);
        await close.click();
        await drawerTitle.waitFor({ state: 'hidden' });
      }
    } finally {
      await phone.close();
    }
  });

  it('refuses a message over 8,000 characters with a counter and the reason, keeps it whole, and sends it once shortened', async () => {
    await openChatScreen(page);
    const box = messageBox(page);
    expect(await box.getAttribute('maxlength')).toBeNull();
    await page.getByText('0 / 8,000 characters').waitFor();

    // Ends in a visible character, so the server's trimmed count is the box's count.
    const long = `${'Please check my I-130 petition details. '.repeat(200).slice(0, MAX - 1)}.X`;
    expect(long).toHaveLength(MAX + 1);
    await box.fill(long);
    const reason = page.getByRole('status').filter({ hasText: 'Too long to send: shorten your message to 8,000 characters or fewer.' });
    await reason.waitFor();
    await page.getByText('8,001 / 8,000 characters').waitFor();
    // Nothing cut: every character is still in the box.
    expect(await box.inputValue()).toBe(long);
    expect(await sendButton(page).isDisabled()).toBe(true);
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await box.getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' ')).toContain(await reason.getAttribute('id'));
    await screenshot(page, 'chat-too-long');
    // On a phone the reason and the counter wrap under the box, without widening the page.
    await page.setViewportSize(PHONE);
    await reason.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'chat-too-long-390');
    await page.setViewportSize(DESKTOP);

    // Enter does not send it either: a sent message shows at once (the screen's own copy, before the server's ack).
    await box.press('Enter');
    await nextFrame(page);
    expect(await userMessages(page).count()).toBe(0);
    expect(await box.inputValue()).toBe(long);

    // Shortened by one character (the trailing X) it is within the limit and goes as typed.
    await box.press('End');
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Backspace');
    await page.getByText('8,000 / 8,000 characters').waitFor();
    await eventually(() => reason.count()).toBe(0);
    expect(await box.getAttribute('aria-invalid')).not.toBe('true');
    await eventually(() => sendButton(page).isDisabled()).toBe(false);
    await sendButton(page).click();
    await userMessages(page).first().waitFor();
    await waitForReply(page, 1);
    await page.getByText('0 / 8,000 characters').waitFor();

    const chatId = await currentChatId(page, session.user.email);
    const stored = await api<{ messages: Array<{ role: string; text: string }> }>(`/chats/${chatId}/messages`, {
      token: await token(page),
    });
    expect(stored.body.messages.find((m) => m.role === 'user')?.text).toBe(long.slice(0, MAX));
  });

  it('opens a new chat with a handed-over draft in the box, focused with the caret at its end, not sent, and only once', async () => {
    // The chat of the previous test is the one the screen would resume.
    const oldChatId = await currentChatId(page, session.user.email);
    expect(oldChatId).toMatch(/^[0-9a-f-]{36}$/);
    const draft = 'I ran the eligibility check for Student (F-1).\nResult: I do not qualify yet.\nWhat can I do to qualify?';
    const { to, state } = chatHandoff(draft);
    expect(to).toBe(CHAT);

    // From another screen, as the eligibility results' Ask Question does it.
    await page.goto('/overview');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await navigateWithState(page, to, state);
    await page.waitForURL(`**${CHAT}`);
    await page.getByRole('heading', { name: 'Immigration AI Assistant' }).waitFor();
    const box = messageBox(page);
    await eventually(() => box.inputValue()).toBe(draft);
    await eventually(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await box.evaluate((el) => [(el as HTMLTextAreaElement).selectionStart, (el as HTMLTextAreaElement).selectionEnd])).toEqual([
      draft.length,
      draft.length,
    ]);
    // A new conversation, not the old one; nothing was sent.
    expect(await userMessages(page).count()).toBe(0);
    const newChatId = await currentChatId(page, session.user.email);
    expect(newChatId).not.toBe(oldChatId);
    await eventually(() => routerState(page)).toBeNull();
    // Connected, the screen could have sent the draft by now: it has not.
    await connected(page);
    await nextFrame(page);
    expect(await userMessages(page).count()).toBe(0);
    const stored = await api(`/chats/${newChatId}/messages`, { token: await token(page) });
    expect(stored.status).toBe(404);
    await screenshot(page, 'chat-handoff');

    // Typing goes on after the draft.
    await page.keyboard.type(' Thanks.');
    expect(await box.inputValue()).toBe(`${draft} Thanks.`);

    // Consumed once: neither a reload nor Back and Forward prefill it again.
    await page.reload();
    await page.getByRole('heading', { name: 'Immigration AI Assistant' }).waitFor();
    // Connected, the screen has long taken any draft it was handed.
    await connected(page);
    expect(await messageBox(page).inputValue()).toBe('');
    await page.goBack();
    await page.waitForURL('**/overview');
    await page.goForward();
    await page.waitForURL(`**${CHAT}`);
    await page.getByRole('heading', { name: 'Immigration AI Assistant' }).waitFor();
    await connected(page);
    expect(await messageBox(page).inputValue()).toBe('');
  });

  it('starts a new chat for a handed-over draft while the chat screen shows an old conversation', async () => {
    await navigateWithState(page, CHAT, {
      chatId: (await api<{ chats: Array<{ chatId: string }> }>('/chats', { token: await token(page) })).body.chats[0]?.chatId,
    });
    await userMessages(page).first().waitFor({ timeout: 20_000 });
    const oldChatId = await currentChatId(page, session.user.email);

    await navigateWithState(page, CHAT, chatHandoff('What documents prove my income?').state);
    await eventually(() => messageBox(page).inputValue()).toBe('What documents prove my income?');
    await eventually(() => userMessages(page).count()).toBe(0);
    await page.getByRole('heading', { name: 'Immigration AI Assistant' }).waitFor();
    expect(await currentChatId(page, session.user.email)).not.toBe(oldChatId);
    await eventually(() => messageBox(page).evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('is usable with the keyboard alone: Tab to the message box, type, Enter, and the streamed reply shows', async () => {
    // A fresh load (it resumes the draft's new chat, still empty).
    await openChatScreen(page);
    await page.getByRole('heading', { name: 'Immigration AI Assistant' }).waitFor();
    // From the top of the document, as after a page load, without any pointer action.
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    const isInBox = () => messageBox(page).evaluate((el) => el === document.activeElement);
    let tabs = 0;
    while (!(await isInBox()) && tabs < 60) {
      await page.keyboard.press('Tab');
      tabs += 1;
    }
    expect(await isInBox()).toBe(true);

    await page.keyboard.type('What is an RFE?');
    await page.keyboard.press('Enter');
    await userMessages(page).filter({ hasText: 'What is an RFE?' }).waitFor();
    await waitForReply(page, 1);
    expect(await page.getByTestId('ai-message').last().innerText()).toMatch(/Request for Evidence/i);
    // Focus stays in the box, ready for the next question.
    expect(await isInBox()).toBe(true);
    expect(await messageBox(page).inputValue()).toBe('');
    await screenshot(page, 'chat-keyboard');
  });
});
