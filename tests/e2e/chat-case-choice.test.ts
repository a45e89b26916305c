// The chat's create_case asks which case (docs/assistant.md, "How create_case chooses its case"): a user with one open
// case sees it chosen, confirms with the keyboard at phone width, and the chat is linked to it (no second case); a
// reload while the question shows asks again and creates nothing; with several open cases nothing is chosen.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, PHONE, screenshot, signedInSession, type Credentials, type Session } from '../support/e2e';
import { api } from '../support/stack';

interface CaseSummary {
  caseId: string;
  caseNumber: string;
  caseName: string;
}

const messageBox = (page: Page) => page.getByLabel('Message', { exact: true });
const question = (page: Page) => page.getByRole('radiogroup', { name: 'Which case is this about?' });
const confirm = (page: Page) => page.getByRole('button', { name: 'Use this case' });
const token = (page: Page) => page.evaluate(() => localStorage.getItem('authToken') ?? '');
const caseCount = async (page: Page) => (await api<{ total: number }>('/cases', { token: await token(page) })).body.total;

async function ask(page: Page, text: string): Promise<void> {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await page.getByTestId('user-message').filter({ hasText: text }).waitFor();
}

async function newChat(page: Page): Promise<void> {
  await page.goto('/ai-assistant/chat');
  await eventually(() => page.getByTestId('connection-state').textContent(), { timeout: 20_000 }).toBe('Connected');
  await page.getByRole('button', { name: 'New Chat' }).click();
}

async function goalCase(page: Page, caseName: string): Promise<CaseSummary> {
  const res = await api<{ case: CaseSummary }>('/cases', { token: await token(page), body: { goal: 'marriage-adjustment', caseName } });
  expect(res.status).toBe(201);
  return res.body.case;
}

describe("the chat's create_case asks which case", () => {
  let session: Session & { user: Credentials };
  let page: Page;
  let theCase: CaseSummary;

  beforeAll(async () => {
    session = await signedInSession('Priya Choice');
    page = session.page;
    await page.setViewportSize(PHONE);
    theCase = await goalCase(page, 'Green card through marriage');
  });
  afterAll(async () => {
    await session?.close();
  });

  it('shows the one open case chosen, asks again after a reload, and links the chat to it on confirming', async () => {
    await newChat(page);
    await ask(page, 'I want to open a case');
    await question(page).waitFor({ timeout: 30_000 });
    const label = `${theCase.caseNumber} · Green card through marriage (Open)`;
    expect(await question(page).getByRole('radio', { name: label }).isChecked()).toBe(true);
    expect(await question(page).getByRole('radio', { name: 'New case' }).isChecked()).toBe(false);
    expect(await confirm(page).isEnabled()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'chat-case-choice-phone');

    // The call is still unanswered: a reload asks again and creates nothing by itself.
    await page.reload();
    await question(page).waitFor({ timeout: 30_000 });
    expect(await caseCount(page)).toBe(1);

    // Keyboard only: the chosen radio takes the focus, Tab reaches the button, Enter confirms.
    await question(page).getByRole('radio', { name: label }).focus();
    await page.keyboard.press('Tab');
    expect(await confirm(page).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');

    const link = page.getByRole('link', { name: 'View your case' }).last();
    await link.waitFor({ timeout: 30_000 });
    expect(await link.getAttribute('href')).toBe(`/cases/view?case=${theCase.caseId}`);
    await eventually(() => page.getByTestId('ai-message').last().innerText()).toContain('This chat is now linked to your case.');
    await eventually(() => page.getByTestId('case-banner').innerText()).toContain(theCase.caseNumber);
    expect(await question(page).count()).toBe(0);
    expect(await caseCount(page)).toBe(1);
    await screenshot(page, 'chat-case-choice-linked-phone');

    // The case's timeline says so.
    const stored = await api<{ case: { timeline: Array<{ event: string }> } }>(`/cases/${theCase.caseId}`, { token: await token(page) });
    expect(stored.body.case.timeline.map((e) => e.event)).toContain('Linked to a chat with the AI Assistant');
  });

  it('chooses nothing among several open cases until the user does', async () => {
    // A goal has one case per user, so the second open case is a Draft ('+ New Case').
    const draft = await api<{ case: CaseSummary }>('/cases', {
      token: await token(page),
      body: { caseName: 'Work visa', category: 'Employment-Based', applicant: 'Priya Choice' },
    });
    expect(draft.status).toBe(201);
    const second = draft.body.case;
    await newChat(page);
    await ask(page, 'I want to open a case');
    await question(page).waitFor({ timeout: 30_000 });
    expect(await question(page).getByRole('radio').count()).toBe(3);
    expect(await question(page).getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await confirm(page).isDisabled()).toBe(true);

    await question(page)
      .getByRole('radio', { name: `${second.caseNumber} · Work visa (Draft)` })
      .check();
    await confirm(page).click();
    const link = page.getByRole('link', { name: 'View your case' }).last();
    await link.waitFor({ timeout: 30_000 });
    expect(await link.getAttribute('href')).toBe(`/cases/view?case=${second.caseId}`);
    expect(await caseCount(page)).toBe(2);
  });
});
