import type { Router } from 'express';
import {
  addPaymentMethod,
  billingSettings,
  invoice,
  invoicePdf,
  makeDefaultPaymentMethod,
  paymentHistory,
  paymentMethods,
  removePaymentMethod,
  saveBillingSettings,
} from '../../services/billing';
import { billingContracts } from '../../shared/contracts/billing';
import { serveContracts } from '../contracts/serve';
import { requestLocale } from '../request-locale';

export function registerBillingRoutes(router: Router): void {
  serveContracts(router, billingContracts, {
    payments: async ({ user }) => ({ payments: await paymentHistory(user.uid) }),
    invoice: async ({ user, params }) => ({ invoice: await invoice(user.uid, params.id) }),
    invoicePdf: async ({ user, params, req, res }) => {
      const { fileName, pdf } = await invoicePdf(user.uid, params.id, await requestLocale(req));
      res
        .status(200)
        .type('application/pdf')
        .set('Content-Disposition', `attachment; filename="${fileName}"`)
        .set('Cache-Control', 'private, no-store')
        .send(pdf);
    },
    paymentMethods: async ({ user }) => ({ paymentMethods: await paymentMethods(user.uid) }),
    addPaymentMethod: async ({ user, body }) => ({ paymentMethod: await addPaymentMethod(user.uid, body) }),
    makeDefault: async ({ user, params }) => ({ paymentMethods: await makeDefaultPaymentMethod(user.uid, params.id) }),
    removePaymentMethod: async ({ user, params }) => ({ paymentMethods: await removePaymentMethod(user.uid, params.id) }),
    settings: async ({ user }) => ({ billingSettings: await billingSettings(user) }),
    saveSettings: async ({ user, body }) => ({ billingSettings: await saveBillingSettings(user, body) }),
  });
}
