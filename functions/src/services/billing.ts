// The Billing screens: payment history, invoices and their PDFs, saved cards, and where invoices go.
import * as accountRepo from '../data/account-repo';
import { getInvoice } from '../data/invoices-repo';
import * as paymentMethodsRepo from '../data/payment-methods-repo';
import { listPayments } from '../data/payments-repo';
import { toInvoiceView } from '../domain/billing/invoice';
import { invoicePdf as renderInvoicePdf } from '../domain/billing/invoice-pdf';
import { cardToKeep, type CardInput } from '../domain/billing/payment-card';
import { notFound } from '../domain/errors';
import { resolveBillingSettings, type BillingSettings } from '../shared/billing/billing-settings';
import type { InvoiceRecord, InvoiceView, PaymentMethod, PaymentView } from '../shared/billing/billing-views';
import { centsToDollars } from '../shared/billing/money';
import type { Locale } from '../shared/i18n/locale';
import { msg } from '../shared/i18n/message';

export const INVOICE_NOT_FOUND = msg('errors:invoiceNotFound');
export const METHOD_NOT_FOUND = msg('errors:paymentMethodNotFound');

/** The user as the token names them: billing settings fall back to the sign-in email. */
export interface BillingUser {
  uid: string;
  email?: string;
}

export async function paymentHistory(uid: string): Promise<PaymentView[]> {
  const payments = await listPayments(uid);
  return payments.map((p) => ({ ...p, amount: centsToDollars(p.amountCents) }));
}

async function ownInvoice(uid: string, invoiceId: string): Promise<InvoiceRecord> {
  const record = await getInvoice(uid, invoiceId);
  if (!record) throw notFound(INVOICE_NOT_FOUND);
  return record;
}

export async function invoice(uid: string, invoiceId: string): Promise<InvoiceView> {
  return toInvoiceView(await ownInvoice(uid, invoiceId));
}

/** The invoice as a PDF, its labels, dates and amounts in `locale`. */
export async function invoicePdf(uid: string, invoiceId: string, locale: Locale = 'en'): Promise<{ fileName: string; pdf: Buffer }> {
  const record = await ownInvoice(uid, invoiceId);
  return { fileName: `invoice-${record.id}.pdf`, pdf: await renderInvoicePdf(toInvoiceView(record), locale) };
}

export const paymentMethods = (uid: string): Promise<PaymentMethod[]> => paymentMethodsRepo.listPaymentMethods(uid);

export const addPaymentMethod = (uid: string, card: CardInput): Promise<PaymentMethod> =>
  paymentMethodsRepo.addPaymentMethod(uid, cardToKeep(card));

/** Makes the card the default; answers the user's cards as they now are. */
export async function makeDefaultPaymentMethod(uid: string, methodId: string): Promise<PaymentMethod[]> {
  if (!(await paymentMethodsRepo.setDefaultPaymentMethod(uid, methodId))) throw notFound(METHOD_NOT_FOUND);
  return paymentMethodsRepo.listPaymentMethods(uid);
}

/** Removes the card; answers the user's remaining cards. */
export async function removePaymentMethod(uid: string, methodId: string): Promise<PaymentMethod[]> {
  if (!(await paymentMethodsRepo.deletePaymentMethod(uid, methodId))) throw notFound(METHOD_NOT_FOUND);
  return paymentMethodsRepo.listPaymentMethods(uid);
}

export async function billingSettings(user: BillingUser): Promise<BillingSettings> {
  const account = await accountRepo.getAccount(user.uid);
  return resolveBillingSettings(account, account.email ?? user.email ?? '');
}

/** Saves the billing email and invoice preferences; answers the settings as stored. */
export async function saveBillingSettings(user: BillingUser, settings: BillingSettings): Promise<BillingSettings> {
  await accountRepo.saveBillingSettings(user.uid, settings.billingEmail, { ...settings.invoicePreferences });
  return billingSettings(user);
}
