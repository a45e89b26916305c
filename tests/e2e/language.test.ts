// A signed-in user switches to Spanish in Settings and the app speaks it: the sidebar, a form error, a
// date and an amount formatted the Spanish way; after a reload it still does. What the API stored in English (a
// case's timeline, the device of a sign-in) reads in Spanish too. A fresh account, so nobody else's
// language changes; its one payment and invoice are written straight into Firestore, as a checkout would leave them.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enCommon from '../../web/src/locales/en/common.json';
import esCommon from '../../web/src/locales/es/common.json';
import { eventually, openBrowser, screenshot, signIn, type Session } from '../support/e2e';
import { visible, WAIT } from '../support/expert-e2e';
import { api, createTestUser, PROJECT_ID, type TestUser } from '../support/stack';

const firestore = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const sidebarLines = async (page: Page) =>
  (await page.getByTestId('sidebar').innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Sidebar words that English and Spanish spell differently: none of them may show in Spanish. */
const ENGLISH_ONLY = new Set(
  Object.entries(enCommon.nav)
    .filter(([key, english]) => (esCommon.nav as Record<string, string>)[key] !== english)
    .map(([, english]) => english)
    .concat(enCommon.shell.logout),
);

/** A paid invoice of 10,000.00 plus 10% tax, dated 5 March 2026, for `uid`. */
async function givePayment(uid: string): Promise<void> {
  const date = Timestamp.fromDate(new Date('2026-03-05T15:00:00Z'));
  const invoiceId = `e2e-language-${uid}`;
  const batch = firestore().batch();
  batch.set(firestore().collection('invoices').doc(invoiceId), {
    ownerUid: uid,
    number: 'INV-2026-0305',
    date,
    dueDate: Timestamp.fromDate(new Date('2026-03-19T15:00:00Z')),
    currency: 'USD',
    company: { name: 'Immigration AI, Inc.', address: '100 Market Street', email: 'billing@immigration-ai.test' },
    billTo: { name: 'Lucía Ortega', address: '', email: '' },
    lineItems: [{ description: 'Expert review', quantity: 1, priceCents: 1_000_000 }],
    createdAt: date,
  });
  batch.set(firestore().collection('payments').doc(invoiceId), {
    ownerUid: uid,
    date,
    method: 'Visa •••• 4242',
    reference: 'TXN-LANG-0305',
    amountCents: 1_100_000,
    currency: 'USD',
    status: 'Paid',
    invoiceId,
    createdAt: date,
  });
  await batch.commit();
}

describe('switching the app to Spanish', () => {
  let session: Session;
  let user: TestUser;

  beforeAll(async () => {
    user = await createTestUser('Lucía Ortega');
    await givePayment(user.uid);
    session = await openBrowser();
    await signIn(session.page, user);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('chooses Spanish in Settings and the sidebar speaks it at once', async () => {
    const { page } = session;
    await page.goto('/settings');
    await visible(h1(page).filter({ hasText: 'Settings' }));
    await page.getByRole('combobox', { name: /Language/ }).click();
    await page.getByRole('option', { name: 'Español' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await eventually(() => h1(page).textContent(), WAIT).toBe('Configuración');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    const lines = await sidebarLines(page);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Inicio',
        'Asistente de IA',
        'Mis casos',
        'Facturación y pagos',
        'Configuración',
        'Ayuda y soporte',
        'Cerrar sesión',
      ]),
    );
    expect(lines.filter((line) => ENGLISH_ONLY.has(line))).toEqual([]);
    await screenshot(page, 'language-settings-es');
  });

  it('explains a form error in Spanish', async () => {
    const { page } = session;
    await page.goto('/support/new');
    await visible(h1(page).filter({ hasText: 'Crear nueva solicitud' }));
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await visible(page.getByText('El asunto es obligatorio'));
    expect(await page.getByText('Subject is required').count()).toBe(0);
    await screenshot(page, 'language-form-error-es');

    // A message of a shared input schema, checked in the browser before sending, reads in Spanish too.
    await page.goto('/settings');
    const fullName = page.getByLabel(/^Nombre completo/);
    await eventually(() => page.getByRole('combobox', { name: /Idioma/ }).textContent(), WAIT).toBe('Español');
    await fullName.fill('');
    await page.getByLabel('Número de teléfono').fill('llámame');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await visible(page.getByText('Nombre completo: campo obligatorio'));
    await visible(page.getByText('Use solo dígitos, espacios y + ( ) - .'));
    expect(await page.getByText('Full name is required').count()).toBe(0);
  });

  it('formats dates and amounts the Spanish way, and keeps Spanish across a reload', async () => {
    const { page } = session;
    await page.goto('/billing/history');
    await visible(h1(page).filter({ hasText: 'Historial de pagos' }));
    const row = page.getByTestId('payment-row').filter({ visible: true });
    await eventually(() => row.count(), WAIT).toBe(1);
    const text = await row.innerText();
    // Day month year, with the month in Spanish; a comma for decimals, a dot for thousands, the currency after.
    expect(text).toContain('5 mar 2026');
    expect(text).toMatch(/11\.000,00\sUS\$/);
    expect(text).toContain('Pagado');
    expect(text).not.toContain('$11,000.00');
    await screenshot(page, 'language-billing-history-es');

    await page.reload();
    await visible(h1(page).filter({ hasText: 'Historial de pagos' }));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await sidebarLines(page)).toEqual(expect.arrayContaining(['Inicio', 'Configuración']));
    await eventually(() => page.getByTestId('payment-row').filter({ visible: true }).innerText(), WAIT).toMatch(
      /5 mar 2026[\s\S]*11\.000,00\sUS\$/,
    );

    await page.getByTestId('payment-row').filter({ visible: true }).getByRole('link').click();
    await page.waitForURL(`**/billing/invoices/e2e-language-${user.uid}`);
    await visible(page.getByText('5 de marzo de 2026'));
    await eventually(() => page.getByTestId('invoice-total').filter({ visible: true }).innerText(), WAIT).toMatch(/11\.000,00\sUS\$/);
    expect(await page.getByTestId('invoice-subtotal').filter({ visible: true }).innerText()).toMatch(/10\.000,00\sUS\$/);
    await screenshot(page, 'language-invoice-es');
  });

  it("names MUI's own controls in Spanish: a list's open button", async () => {
    const { page } = session;
    await page.goto('/compliance/reminders');
    await visible(h1(page).filter({ hasText: 'Recordatorios de plazos' }));
    // MUI's texts for a language other than English load on first use (web/src/lib/i18n/mui-texts.ts).
    const timeZone = page.getByRole('combobox', { name: 'Zona horaria' });
    await visible(timeZone);
    await eventually(() => page.getByRole('button', { name: 'Abierto', exact: true }).count(), WAIT).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Open', exact: true }).count()).toBe(0);
  });

  it("reads what the API stored in English in Spanish: a case's timeline, its labels and the device of a sign-in", async () => {
    const { page } = session;
    const created = await api<{ caseId: string }>('/cases', {
      token: user.idToken,
      body: { caseName: 'Caso de Lucía', category: 'Family-Based', applicant: 'Lucía Ortega' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { caseId } = created.body;
    const patched = await api(`/cases/${caseId}`, {
      method: 'PATCH',
      token: user.idToken,
      body: { status: 'Open', consulate: 'Ciudad Juárez' },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);

    await page.goto(`/cases/view?case=${caseId}`);
    const timeline = page.getByTestId('case-timeline').filter({ visible: true });
    await eventually(() => timeline.innerText(), WAIT).toContain('Caso enviado');
    const text = await timeline.innerText();
    expect(text).toContain('Borrador de caso creado');
    expect(text).toContain('Se actualizó: Consulado');
    expect(text).toContain('· Usted');
    expect(text).not.toMatch(/Draft case created|Case submitted|Updated: Consulate|· You/);
    await screenshot(page, 'language-case-timeline-es');

    // The compliance checklist names the case's status and category in Spanish too.
    await page.goto('/compliance/check');
    const card = page.getByRole('region', { name: 'Caso de Lucía' });
    await eventually(() => card.innerText(), WAIT).toContain('Basada en la familia');
    expect(await card.innerText()).toContain('Abierto');
    expect(await card.innerText()).not.toMatch(/Family-Based|\bOpen\b/);
    // Its obligations and the status summary come keyed from the API and read in Spanish.
    expect(await card.innerText()).toContain('Comunique su nueva dirección en un plazo de 10 días');
    expect(await card.innerText()).toContain('No se sabe a partir del caso: solo obligaciones generales');
    expect(await card.innerText()).not.toMatch(/Report a new address|general obligations only/);

    await page.goto('/settings');
    const activity = page.getByRole('list', { name: 'Actividad de seguridad' });
    await eventually(() => activity.innerText(), WAIT).toContain('Chrome en Linux');
    expect(await activity.innerText()).not.toContain('Chrome on Linux');
  });
});
