import type { Router } from 'express';
import {
  addPaymentMethod,
  billingSettings,
  INVOICE_NOT_FOUND,
  invoice,
  invoicePdf,
  makeDefaultPaymentMethod,
  METHOD_NOT_FOUND,
  paymentHistory,
  paymentMethods,
  removePaymentMethod,
  saveBillingSettings,
} from '../../services/billing';
import { billingSettingsSchema } from '../../shared/billing/billing-settings';
import { newCardSchema } from '../../shared/billing/card-schema';
import { currentUser } from '../middleware/authenticate';
import { parseInput } from '../../domain/validate';
import { docIdParam } from './params';
import { requestLocale } from '../request-locale';

export function registerBillingRoutes(router: Router): void {
  router.get('/payments', async (req, res) => {
    res.json({ payments: await paymentHistory(currentUser(req).uid) });
  });

  router.get('/invoices/:id', async (req, res) => {
    res.json({ invoice: await invoice(currentUser(req).uid, docIdParam(req, 'id', INVOICE_NOT_FOUND)) });
  });

  router.get('/invoices/:id/pdf', async (req, res) => {
    const { fileName, pdf } = await invoicePdf(currentUser(req).uid, docIdParam(req, 'id', INVOICE_NOT_FOUND), await requestLocale(req));
    res
      .status(200)
      .type('application/pdf')
      .set('Content-Disposition', `attachment; filename="${fileName}"`)
      .set('Cache-Control', 'private, no-store')
      .send(pdf);
  });

  router.get('/payment-methods', async (req, res) => {
    res.json({ paymentMethods: await paymentMethods(currentUser(req).uid) });
  });

  router.post('/payment-methods', async (req, res) => {
    const { uid } = currentUser(req);
    const card = parseInput(newCardSchema(), req.body ?? {});
    res.status(201).json({ paymentMethod: await addPaymentMethod(uid, card) });
  });

  router.post('/payment-methods/:id/default', async (req, res) => {
    const { uid } = currentUser(req);
    res.json({ paymentMethods: await makeDefaultPaymentMethod(uid, docIdParam(req, 'id', METHOD_NOT_FOUND)) });
  });

  router.delete('/payment-methods/:id', async (req, res) => {
    const { uid } = currentUser(req);
    res.json({ paymentMethods: await removePaymentMethod(uid, docIdParam(req, 'id', METHOD_NOT_FOUND)) });
  });

  router.get('/billing/settings', async (req, res) => {
    res.json({ billingSettings: await billingSettings(currentUser(req)) });
  });

  router.put('/billing/settings', async (req, res) => {
    const user = currentUser(req);
    const settings = parseInput(billingSettingsSchema, req.body ?? {});
    res.json({ billingSettings: await saveBillingSettings(user, settings) });
  });
}
