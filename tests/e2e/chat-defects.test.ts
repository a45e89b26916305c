// Issue 15's chat defects, in the browser against the real chat service (offline provider): the Past Chats drawer
// below the app bar at phone, tablet and desktop width; a message over 8,000 characters refused with a counter and
// a reason instead of cut; text handed over from another screen ({ draft }) opening a new chat with it prefilled,
// once; and the chat used with the keyboard alone.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatHandoff } from '../../web/src/features/chat/utils/chat-handoff';
import {
  DESKTOP,
  eventually,
  openBrowser,
  PHONE,
  screenshot,
  signedInSession,
  signIn,
  type Credentials,
  type Session,
} from '../support/e2e';
import { api } from '../support/stack';

const CHAT = '/ai-assistant/chat';
const MAX = 8000;

const messageBox = (page: Page) => page.getByLabel('Message', { exact: true });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send' });
const userMessages = (page: Page) => page.getByTestId('user-message');
const token = (page: Page) => page.evaluate(() => localStorage.getItem('authToken') ?? '');
const currentChatId = (page: Page, email: string) => page.evaluate((key) => localStorage.getItem(key) ?? '', `chat:lastChatId:${email}`);
const routerState = (page: Page) => page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr ?? null);

async function openChatScreen(page: Page): Promise<void> {
  await page.goto(CHAT);
  await eventually(() => page.getByTestId('connection-state').textContent(), { timeout: 20_000 }).toBe('Connected');
}

/** Waits until the reply to the last question has ended (its provider label shows) and the indicator is gone. */
async function waitForReply(page: Page, count: number): Promise<void> {
  await eventually(() => page.getByTestId('provider-label').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
  await eventually(() => page.getByTestId('thinking').count()).toBe(0);
}

/** A navigation with React Router state, as another screen's navigate(to, { state }) makes it. */
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

describe('chat defects (issue 15)', () => {
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

    // Enter does not send it either.
    await box.press('Enter');
    await page.waitForTimeout(500);
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
    await page.waitForTimeout(1000);
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
    await page.waitForTimeout(500);
    expect(await messageBox(page).inputValue()).toBe('');
    await page.goBack();
    await page.waitForURL('**/overview');
    await page.goForward();
    await page.waitForURL(`**${CHAT}`);
    await page.getByRole('heading', { name: 'Immigration AI Assistant' }).waitFor();
    await page.waitForTimeout(500);
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
