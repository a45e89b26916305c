import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../emulators/lib/paths';
import { API_URL, api, signInWithPassword, createTestUser, PROJECT_ID, type TestUser } from '../support/stack';

interface Payment {
  id: string;
  date: string;
  method: string;
  reference: string;
  amount: number;
  amountCents: number;
  currency: string;
  status: string;
  invoiceId: string | null;
}

interface Method {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holder: string;
  isDefault: boolean;
  createdAt: string;
}

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

// The test reads Firestore directly (FIRESTORE_EMULATOR_HOST) to see what was really stored.
const firestore = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));

const nextYear = new Date().getUTCFullYear() + 1;
const card = (overrides: Record<string, unknown> = {}) => ({
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: nextYear,
  holder: 'Ada Applicant',
  cvc: '123',
  ...overrides,
});

describe('payments and invoices', () => {
  let demo: string;
  let stranger: TestUser;
  beforeAll(async () => {
    demo = await signInWithPassword(DEMO_USER.email, DEMO_USER.password);
    stranger = await createTestUser();
  });

  it('needs a token', async () => {
    for (const path of ['/payments', '/invoices/x', '/invoices/x/pdf', '/payment-methods', '/billing/settings']) {
      expect((await api(path)).status, path).toBe(401);
    }
  });

  it("lists the demo user's sample payments, $50.00 Paid and $40.00 Pending, newest first", async () => {
    const res = await api<{ payments: Payment[] }>('/payments', { token: demo });
    expect(res.status).toBe(200);
    const seeded = res.body.payments.filter((p) => p.id.startsWith('demo-payment-'));
    expect(seeded.map((p) => [p.amount, p.amountCents, p.status])).toEqual([
      [40, 4000, 'Pending'],
      [50, 5000, 'Paid'],
    ]);
    expect(seeded.every((p) => p.invoiceId && p.method && p.reference && p.currency === 'USD')).toBe(true);
  });

  it('shows no payments to a new user', async () => {
    expect((await api('/payments', { token: stranger.idToken })).body).toEqual({ payments: [] });
  });

  it('computes invoice totals on the server: subtotal, 10% tax, total', async () => {
    const payments = (await api<{ payments: Payment[] }>('/payments', { token: demo })).body.payments;
    for (const payment of payments.filter((p) => p.id.startsWith('demo-payment-'))) {
      const res = await api<{ invoice: Record<string, unknown> & { lineItems: Record<string, number>[] } }>(
        `/invoices/${payment.invoiceId}`,
        {
          token: demo,
        },
      );
      expect(res.status).toBe(200);
      const invoice = res.body.invoice;
      const subtotalCents = invoice.lineItems.reduce((sum, line) => sum + line['quantity']! * line['priceCents']!, 0);
      expect(invoice['subtotalCents']).toBe(subtotalCents);
      expect(invoice['taxCents']).toBe(Math.round(subtotalCents / 10));
      expect(invoice['totalCents']).toBe(payment.amountCents);
      expect(invoice['total']).toBe(payment.amount);
      expect(invoice).toMatchObject({ taxRate: 0.1, billTo: { name: DEMO_USER.displayName, email: DEMO_USER.email } });
    }
    const first = await api<{ invoice: Record<string, unknown> }>('/invoices/demo-invoice-2026-0101', { token: demo });
    expect(first.body.invoice).toMatchObject({ subtotal: 45.45, tax: 4.55, total: 50 });
  });

  it("answers 404 for someone else's or an unknown invoice", async () => {
    for (const path of [
      '/invoices/demo-invoice-2026-0101',
      '/invoices/demo-invoice-2026-0101/pdf',
      '/invoices/nope',
      '/invoices/nope/pdf',
    ]) {
      const res = await api<ErrorBody>(path, { token: stranger.idToken });
      expect(res.status, path).toBe(404);
      expect(res.body.error.message).toBe('Invoice not found.');
    }
  });

  it('downloads a real invoice PDF that shows the total', async () => {
    const res = await fetch(`${API_URL}/invoices/demo-invoice-2026-0101/pdf`, { headers: { authorization: `Bearer ${demo}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="invoice-demo-invoice-2026-0101.pdf"');
    const text = (await new PDFParse({ data: Buffer.from(await res.arrayBuffer()) }).getText()).text;
    expect(text).toContain('Bill To');
    expect(text).toContain(DEMO_USER.displayName);
    expect(text).toContain('Subtotal');
    expect(text).toContain('$45.45');
    expect(text).toContain('$4.55');
    expect(text).toMatch(/Total\s+\$50\.00/);
  });
});

describe('payment methods', () => {
  it('adds a card storing only brand, last four, expiry and holder; the first becomes default', async () => {
    const user = await createTestUser();
    const res = await api<{ paymentMethod: Method }>('/payment-methods', { token: user.idToken, body: card() });
    expect(res.status).toBe(201);
    expect(res.body.paymentMethod).toMatchObject({
      brand: 'Visa',
      last4: '4242',
      expMonth: 12,
      expYear: nextYear,
      holder: 'Ada Applicant',
      isDefault: true,
    });
    expect(JSON.stringify(res.body)).not.toContain('4242424242424242');

    const stored = await firestore().collection('paymentMethods').doc(res.body.paymentMethod.id).get();
    expect(Object.keys(stored.data()!).sort()).toEqual([
      'brand',
      'createdAt',
      'expMonth',
      'expYear',
      'holder',
      'isDefault',
      'last4',
      'ownerUid',
    ]);
    expect(stored.get('ownerUid')).toBe(user.uid);
    const raw = JSON.stringify(stored.data());
    expect(raw).not.toContain('424242424242');
    expect(raw).not.toContain('"123"');

    const amex = await api<{ paymentMethod: Method }>('/payment-methods', {
      token: user.idToken,
      body: card({ number: '3782-822463-10005', cvc: '1234', expYear: nextYear - 2000 }),
    });
    expect(amex.status).toBe(201);
    expect(amex.body.paymentMethod).toMatchObject({ brand: 'American Express', last4: '0005', isDefault: false, expYear: nextYear });
    const list = await api<{ paymentMethods: Method[] }>('/payment-methods', { token: user.idToken });
    expect(list.body.paymentMethods.map((m) => [m.brand, m.isDefault])).toEqual([
      ['Visa', true],
      ['American Express', false],
    ]);
  });

  it('validates the number (Luhn), the expiry, the holder and the CVC', async () => {
    const user = await createTestUser();
    const thisYear = new Date().getUTCFullYear();
    const thisMonth = new Date().getUTCMonth() + 1;
    const cases: [Record<string, unknown>, string][] = [
      [card({ number: '4242 4242 4242 4241' }), 'number'],
      [card({ number: '1234' }), 'number'],
      [card({ number: 'abcd abcd abcd abcd' }), 'number'],
      [card({ expMonth: 13 }), 'expMonth'],
      [card({ expMonth: 0 }), 'expMonth'],
      [card({ expYear: thisYear - 1 }), 'expiry'],
      [card({ holder: '   ' }), 'holder'],
      [card({ cvc: '12' }), 'cvc'],
      [card({ number: '378282246310005', cvc: '123' }), 'cvc'],
    ];
    if (thisMonth > 1) cases.push([card({ expMonth: thisMonth - 1, expYear: thisYear }), 'expiry']);
    for (const [body, field] of cases) {
      const res = await api<ErrorBody>('/payment-methods', { token: user.idToken, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const empty = await api<ErrorBody>('/payment-methods', { token: user.idToken, body: {} });
    expect(Object.keys(empty.body.error.fields ?? {}).sort()).toEqual(['expMonth', 'expYear', 'holder', 'number']);
    // This month is still valid: a card is good through the end of its expiry month.
    const current = await api('/payment-methods', { token: user.idToken, body: card({ expMonth: thisMonth, expYear: thisYear }) });
    expect(current.status).toBe(201);
    expect((await api<{ paymentMethods: Method[] }>('/payment-methods', { token: user.idToken })).body.paymentMethods).toHaveLength(1);
  });

  it('sets the default and promotes another when the default is removed; owner only', async () => {
    const alice = await createTestUser();
    const bob = await createTestUser();
    const add = async (number: string) =>
      (await api<{ paymentMethod: Method }>('/payment-methods', { token: alice.idToken, body: card({ number, cvc: undefined }) })).body
        .paymentMethod;
    const visa = await add('4242424242424242');
    const mastercard = await add('5555555555554444');
    const discover = await add('6011111111111117');

    for (const [method, path] of [
      ['POST', `/payment-methods/${mastercard.id}/default`],
      ['DELETE', `/payment-methods/${mastercard.id}`],
      ['POST', '/payment-methods/unknown-id/default'],
      ['DELETE', '/payment-methods/unknown-id'],
    ] as const) {
      const res = await api<ErrorBody>(path, { token: bob.idToken, method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.message).toBe('Payment method not found.');
    }
    expect((await api<{ paymentMethods: Method[] }>('/payment-methods', { token: bob.idToken })).body.paymentMethods).toEqual([]);

    const defaulted = await api<{ paymentMethods: Method[] }>(`/payment-methods/${mastercard.id}/default`, {
      token: alice.idToken,
      method: 'POST',
    });
    expect(defaulted.status).toBe(200);
    expect(defaulted.body.paymentMethods.filter((m) => m.isDefault).map((m) => m.id)).toEqual([mastercard.id]);

    const removed = await api<{ paymentMethods: Method[] }>(`/payment-methods/${mastercard.id}`, {
      token: alice.idToken,
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect(removed.body.paymentMethods.map((m) => [m.id, m.isDefault])).toEqual([
      [visa.id, true],
      [discover.id, false],
    ]);
    expect((await api(`/payment-methods/${mastercard.id}`, { token: alice.idToken, method: 'DELETE' })).status).toBe(404);
  });

  it("has the demo user's two saved cards, one default", async () => {
    const token = await signInWithPassword(DEMO_USER.email, DEMO_USER.password);
    const res = await api<{ paymentMethods: Method[] }>('/payment-methods', { token });
    const seeded = res.body.paymentMethods.filter((m) => m.id.startsWith('demo-card-'));
    expect(seeded.map((m) => [m.brand, m.last4, m.isDefault])).toEqual([
      ['Visa', '4242', true],
      ['Mastercard', '4444', false],
    ]);
  });
});

describe('billing settings', () => {
  it('defaults to the sign-in email and saves per user', async () => {
    const alice = await createTestUser();
    const bob = await createTestUser();
    const defaults = await api('/billing/settings', { token: alice.idToken });
    expect(defaults.status).toBe(200);
    expect(defaults.body).toEqual({
      billingSettings: { billingEmail: alice.email, invoicePreferences: { emailInvoices: true, paperless: true, currency: 'USD' } },
    });

    const saved = await api('/billing/settings', {
      token: alice.idToken,
      method: 'PUT',
      body: { billingEmail: ' accounts@example.test ', invoicePreferences: { emailInvoices: false, paperless: false } },
    });
    expect(saved.status).toBe(200);
    const expected = {
      billingSettings: {
        billingEmail: 'accounts@example.test',
        invoicePreferences: { emailInvoices: false, paperless: false, currency: 'USD' },
      },
    };
    expect(saved.body).toEqual(expected);
    expect((await api('/billing/settings', { token: alice.idToken })).body).toEqual(expected);
    expect(
      (await api<{ billingSettings: { billingEmail: string } }>('/billing/settings', { token: bob.idToken })).body.billingSettings
        .billingEmail,
    ).toBe(bob.email);
  });

  it('answers 400 with field messages for bad input', async () => {
    const user = await createTestUser();
    const cases: [unknown, string[]][] = [
      [{}, ['billingEmail', 'invoicePreferences']],
      [{ billingEmail: 'nope', invoicePreferences: { emailInvoices: true, paperless: true } }, ['billingEmail']],
      [
        { billingEmail: 'a@example.test', invoicePreferences: { emailInvoices: 'yes', paperless: true, currency: 'EUR' } },
        ['invoicePreferences.currency', 'invoicePreferences.emailInvoices'],
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await api<ErrorBody>('/billing/settings', { token: user.idToken, method: 'PUT', body });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}).sort()).toEqual(fields);
    }
  });
});
