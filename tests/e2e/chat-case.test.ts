// The assistant knows the case: 'Discuss with AI' on My Cases opens /ai-assistant/chat?case=<id>, the chat shows which
// case it is about and answers "What is the status of my case?" from the case's record; a reload resumes that chat;
// and the chat's "View your case" links (its answers', and a case opened from the chat) land on /cases/view?case=<id>.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, PHONE, screenshot, signedInSession, type Credentials, type Session } from '../support/e2e';
import { api } from '../support/stack';

interface CaseSummary {
  caseId: string;
  caseNumber: string;
  caseName: string;
  status: string;
}

const messageBox = (page: Page) => page.getByLabel('Message', { exact: true });
const aiMessages = (page: Page) => page.getByTestId('ai-message');
const banner = (page: Page) => page.getByTestId('case-banner');
const token = (page: Page) => page.evaluate(() => localStorage.getItem('authToken') ?? '');

async function connected(page: Page): Promise<void> {
  await eventually(() => page.getByTestId('connection-state').textContent(), { timeout: 20_000 }).toBe('Connected');
}

async function ask(page: Page, text: string): Promise<void> {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await page.getByTestId('user-message').filter({ hasText: text }).waitFor();
}

/** The text of the latest answer once it has ended (its provider label shows). */
async function answerTo(page: Page, answers: number): Promise<string> {
  await eventually(() => page.locator('[data-testid="ai-message"][data-complete="true"]').count(), {
    timeout: 30_000,
  }).toBeGreaterThanOrEqual(answers);
  return aiMessages(page).last().innerText();
}

describe('a chat about a case', () => {
  let session: Session & { user: Credentials };
  let page: Page;
  let theCase: CaseSummary;

  beforeAll(async () => {
    session = await signedInSession('Kofi Casework');
    page = session.page;
    const created = await api<{ caseId: string; case: CaseSummary }>('/cases', {
      token: await token(page),
      body: { caseName: 'Study in Boston', category: 'Student (F-1)', applicant: 'Kofi Casework' },
    });
    expect(created.status).toBe(201);
    theCase = created.body.case;
  });
  afterAll(async () => {
    await session?.close();
  });

  it("opens from My Cases' Discuss with AI with the case named above the chat", async () => {
    await page.goto(`/cases/view?case=${theCase.caseId}`);
    await page.getByRole('button', { name: 'Discuss with AI' }).first().click();
    await page.waitForURL(`**/ai-assistant/chat?case=${theCase.caseId}`);
    await connected(page);

    await eventually(() => banner(page).innerText()).toContain(`Discussing case ${theCase.caseNumber} — Study in Boston`);
    expect(await banner(page).innerText()).toContain('Draft');
    expect(await banner(page).getByRole('link', { name: 'View case' }).getAttribute('href')).toBe(`/cases/view?case=${theCase.caseId}`);
    expect(await page.getByRole('list', { name: 'Questions about this case' }).getByRole('button').count()).toBe(3);
    await screenshot(page, 'chat-case-banner');
  });

  it('answers "What is the status of my case?" from the case, then resumes that chat after a reload', async () => {
    await ask(page, 'What is the status of my case?');
    const answer = await answerTo(page, 1);
    expect(answer).toContain(`Case ${theCase.caseNumber}: Study in Boston`);
    expect(answer).toContain('Its status is Draft');
    // The chat is stored with its case, so the address no longer starts a new one.
    await page.waitForURL((url) => url.pathname === '/ai-assistant/chat' && !url.searchParams.has('case'));
    await screenshot(page, 'chat-case-status');

    await page.reload();
    await connected(page);
    await page.getByTestId('user-message').filter({ hasText: 'What is the status of my case?' }).waitFor({ timeout: 20_000 });
    await eventually(() => banner(page).innerText()).toContain(theCase.caseNumber);

    await ask(page, 'What are my next steps?');
    expect(await answerTo(page, 2)).toContain('Next steps');
  });

  it('links the answer to the case: View your case lands on /cases/view?case=<id>', async () => {
    const link = aiMessages(page).last().getByRole('link', { name: 'View your case' });
    expect(await link.getAttribute('href')).toBe(`/cases/view?case=${theCase.caseId}`);
    await link.click();
    await page.waitForURL(`**/cases/view?case=${theCase.caseId}`);
    await page.getByText(theCase.caseNumber).first().waitFor();
  });

  it('links a case the assistant opens through create_case the same way', async () => {
    await page.goto('/ai-assistant/chat');
    await connected(page);
    await page.getByRole('button', { name: 'New Chat' }).click();
    await ask(page, 'please open a case for me');
    // Kofi has an open case, so the assistant asks which one this chat is about; he wants a new one.
    const question = page.getByRole('radiogroup', { name: 'Which case is this about?' });
    await question.waitFor({ timeout: 30_000 });
    expect(await question.getByRole('radio', { name: `${theCase.caseNumber} · Study in Boston (Draft)` }).isChecked()).toBe(true);
    await question.getByRole('radio', { name: 'New case' }).check();
    await page.getByRole('button', { name: 'Use this case' }).click();
    const link = page.getByRole('link', { name: 'View your case' }).last();
    await link.waitFor({ timeout: 30_000 });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/cases\/view\?case=[A-Za-z0-9]+$/);
    const caseId = new URL(href, 'http://app').searchParams.get('case');
    expect(caseId).not.toBe(theCase.caseId);
    // The chat now has that case: the banner names it.
    const opened = await api<{ case: CaseSummary }>(`/cases/${caseId ?? ''}`, { token: await token(page) });
    await eventually(() => banner(page).innerText()).toContain(opened.body.case.caseNumber);

    await link.click();
    await page.waitForURL(`**${href}`);
  });

  it('tells a user whose case it is not that the case cannot be found, and shows the phone layout', async () => {
    const stranger = await signedInSession('Nadia Stranger');
    try {
      await stranger.page.setViewportSize(PHONE);
      await stranger.page.goto(`/ai-assistant/chat?case=${theCase.caseId}`);
      await eventually(() => banner(stranger.page).innerText()).toContain('This case could not be found.');
      expect(await stranger.page.getByText(theCase.caseNumber).count()).toBe(0);
      expect(await stranger.page.getByRole('list', { name: 'Questions about this case' }).count()).toBe(0);
      await screenshot(stranger.page, 'chat-case-not-found-phone');
    } finally {
      await stranger.close();
    }

    await page.setViewportSize(PHONE);
    await page.goto(`/ai-assistant/chat?case=${theCase.caseId}`);
    await eventually(() => banner(page).innerText()).toContain(theCase.caseNumber);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'chat-case-phone');
  });
});
