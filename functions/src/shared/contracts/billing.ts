// Billing History, Payment Methods and Billing Settings (http/routes/billing.ts serves them). Money: every route asks
// Firebase Auth whether the token was revoked.
import { z } from 'zod';
import { billingSettingsSchema, billingSettingsViewSchema } from '../billing/billing-settings';
import { invoiceViewSchema, paymentMethodSchema, paymentViewSchema } from '../billing/billing-views';
import { newCardSchema } from '../billing/card-schema';
import { fileAnswer, jsonBody, route } from './contract';

const paymentMethodsAnswer = z.strictObject({ paymentMethods: z.array(paymentMethodSchema) });
const billingSettingsAnswer = z.strictObject({ billingSettings: billingSettingsViewSchema });

export const billingContracts = {
  payments: route({
    method: 'GET',
    path: '/payments',
    summary: "The caller's payments, newest first",
    ids: 'self',
    checkRevoked: true,
    responses: { 200: z.strictObject({ payments: z.array(paymentViewSchema) }) },
  }),
  invoice: route({
    method: 'GET',
    path: '/invoices/{id}',
    summary: 'One invoice, with its lines and totals',
    ids: { id: 'invoice' },
    checkRevoked: true,
    responses: { 200: z.strictObject({ invoice: invoiceViewSchema }) },
  }),
  invoicePdf: route({
    method: 'GET',
    path: '/invoices/{id}/pdf',
    summary: 'The invoice as a PDF download, in the request language',
    ids: { id: 'invoice' },
    checkRevoked: true,
    responses: { 200: fileAnswer('application/pdf') },
  }),
  paymentMethods: route({
    method: 'GET',
    path: '/payment-methods',
    summary: "The caller's saved cards, oldest first",
    ids: 'self',
    checkRevoked: true,
    responses: { 200: paymentMethodsAnswer },
  }),
  addPaymentMethod: route({
    method: 'POST',
    path: '/payment-methods',
    summary: 'Saves a card (brand, last four, expiry, holder; never the number or CVC); the first becomes the default',
    ids: 'self',
    checkRevoked: true,
    // The expiry is judged when each request is parsed.
    body: jsonBody(newCardSchema()),
    responses: { 201: z.strictObject({ paymentMethod: paymentMethodSchema }) },
  }),
  makeDefault: route({
    method: 'POST',
    path: '/payment-methods/{id}/default',
    summary: 'Makes the card the default; answers the whole list',
    ids: { id: 'payment-method' },
    checkRevoked: true,
    responses: { 200: paymentMethodsAnswer },
  }),
  removePaymentMethod: route({
    method: 'DELETE',
    path: '/payment-methods/{id}',
    summary: 'Removes the card; answers the remaining list, with the new default if it was the default',
    ids: { id: 'payment-method' },
    checkRevoked: true,
    responses: { 200: paymentMethodsAnswer },
  }),
  settings: route({
    method: 'GET',
    path: '/billing/settings',
    summary: 'Billing email and invoice preferences',
    ids: 'self',
    checkRevoked: true,
    responses: { 200: billingSettingsAnswer },
  }),
  saveSettings: route({
    method: 'PUT',
    path: '/billing/settings',
    summary: 'Saves the billing email and invoice preferences',
    ids: 'self',
    checkRevoked: true,
    body: jsonBody(billingSettingsSchema),
    responses: { 200: billingSettingsAnswer },
  }),
};
