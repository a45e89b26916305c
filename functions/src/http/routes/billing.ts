import type { Router } from 'express';
import { z } from 'zod';
import { getAccount, saveBillingSettings } from '../../data/account-repo';
import { getInvoice } from '../../data/invoices-repo';
import { addPaymentMethod, deletePaymentMethod, listPaymentMethods, setDefaultPaymentMethod } from '../../data/payment-methods-repo';
import { listPayments } from '../../data/payments-repo';
import type { PaymentView } from '../../shared/billing/billing-views';
import { INVOICE_CURRENCIES, resolveBillingSettings } from '../../shared/billing/billing-settings';
import { cardBrand } from '../../shared/billing/card';
import { newCardSchema } from '../../shared/billing/card-schema';
import { toInvoiceView } from '../../domain/billing/invoice';
import { invoicePdf } from '../../domain/billing/invoice-pdf';
import { centsToDollars } from '../../shared/billing/money';
import { notFound } from '../../domain/errors';
import { currentUser } from '../middleware/authenticate';
import { parseInput } from '../validate';
import { docIdParam } from './params';

const INVOICE_NOT_FOUND = 'Invoice not found.';
const METHOD_NOT_FOUND = 'Payment method not found.';
const billingSettingsSchema = z.object({
  billingEmail: z.string({ error: 'Billing email is required' }).trim().email('Enter a valid email address').max(320),
  invoicePreferences: z.object(
    {
      emailInvoices: z.boolean({ error: 'Must be true or false' }),
      paperless: z.boolean({ error: 'Must be true or false' }),
      currency: z.enum(INVOICE_CURRENCIES, { error: 'Only USD is supported' }).default('USD'),
    },
    { error: 'Invoice preferences are required' },
  ),
});

export function registerBillingRoutes(router: Router): void {
  router.get('/payments', async (req, res) => {
    const payments = await listPayments(currentUser(req).uid);
    res.json({ payments: payments.map((p): PaymentView => ({ ...p, amount: centsToDollars(p.amountCents) })) });
  });

  router.get('/invoices/:id', async (req, res) => {
    const record = await getInvoice(currentUser(req).uid, docIdParam(req, 'id', INVOICE_NOT_FOUND));
    if (!record) throw notFound(INVOICE_NOT_FOUND);
    res.json({ invoice: toInvoiceView(record) });
  });

  router.get('/invoices/:id/pdf', async (req, res) => {
    const record = await getInvoice(currentUser(req).uid, docIdParam(req, 'id', INVOICE_NOT_FOUND));
    if (!record) throw notFound(INVOICE_NOT_FOUND);
    const pdf = await invoicePdf(toInvoiceView(record));
    res
      .status(200)
      .type('application/pdf')
      .set('Content-Disposition', `attachment; filename="invoice-${record.id}.pdf"`)
      .set('Cache-Control', 'private, no-store')
      .send(pdf);
  });

  router.get('/payment-methods', async (req, res) => {
    res.json({ paymentMethods: await listPaymentMethods(currentUser(req).uid) });
  });

  router.post('/payment-methods', async (req, res) => {
    const { uid } = currentUser(req);
    const card = parseInput(newCardSchema(), req.body ?? {});
    // Only what the cards screen shows is kept; the number and the CVC end here.
    const paymentMethod = await addPaymentMethod(uid, {
      brand: cardBrand(card.number),
      last4: card.number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
      holder: card.holder,
    });
    res.status(201).json({ paymentMethod });
  });

  router.post('/payment-methods/:id/default', async (req, res) => {
    const { uid } = currentUser(req);
    if (!(await setDefaultPaymentMethod(uid, docIdParam(req, 'id', METHOD_NOT_FOUND)))) throw notFound(METHOD_NOT_FOUND);
    res.json({ paymentMethods: await listPaymentMethods(uid) });
  });

  router.delete('/payment-methods/:id', async (req, res) => {
    const { uid } = currentUser(req);
    if (!(await deletePaymentMethod(uid, docIdParam(req, 'id', METHOD_NOT_FOUND)))) throw notFound(METHOD_NOT_FOUND);
    res.json({ paymentMethods: await listPaymentMethods(uid) });
  });

  router.get('/billing/settings', async (req, res) => {
    const user = currentUser(req);
    const account = await getAccount(user.uid);
    res.json({ billingSettings: resolveBillingSettings(account, account.email ?? user.email ?? '') });
  });

  router.put('/billing/settings', async (req, res) => {
    const user = currentUser(req);
    const input = parseInput(billingSettingsSchema, req.body ?? {});
    await saveBillingSettings(user.uid, input.billingEmail, { ...input.invoicePreferences });
    const account = await getAccount(user.uid);
    res.json({ billingSettings: resolveBillingSettings(account, account.email ?? user.email ?? '') });
  });
}
