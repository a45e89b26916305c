import { z } from 'zod';
import { singleLineText } from '../text';
import { issueText } from '../i18n/message';

export const INVOICE_CURRENCIES = ['USD'] as const;
export type InvoiceCurrency = (typeof INVOICE_CURRENCIES)[number];

export const invoicePreferencesViewSchema = z.strictObject({
  emailInvoices: z.boolean(),
  paperless: z.boolean(),
  currency: z.enum(INVOICE_CURRENCIES),
});
export type InvoicePreferences = z.infer<typeof invoicePreferencesViewSchema>;

/** GET and PUT /billing/settings answer it (shared/contracts/billing.ts). */
export const billingSettingsViewSchema = z.strictObject({
  /** Where invoices go; the sign-in email until the user picks another. */
  billingEmail: z.string(),
  invoicePreferences: invoicePreferencesViewSchema,
});
export type BillingSettings = z.infer<typeof billingSettingsViewSchema>;

export const DEFAULT_INVOICE_PREFERENCES: InvoicePreferences = { emailInvoices: true, paperless: true, currency: 'USD' };

export function resolveBillingSettings(
  stored: { billingEmail?: unknown; invoicePreferences?: unknown },
  signInEmail: string,
): BillingSettings {
  const prefs = (
    typeof stored.invoicePreferences === 'object' && stored.invoicePreferences !== null ? stored.invoicePreferences : {}
  ) as Record<string, unknown>;
  const flag = (key: 'emailInvoices' | 'paperless') =>
    typeof prefs[key] === 'boolean' ? (prefs[key] as boolean) : DEFAULT_INVOICE_PREFERENCES[key];
  return {
    billingEmail: typeof stored.billingEmail === 'string' && stored.billingEmail ? stored.billingEmail : signInEmail,
    invoicePreferences: {
      emailInvoices: flag('emailInvoices'),
      paperless: flag('paperless'),
      currency: (INVOICE_CURRENCIES as readonly unknown[]).includes(prefs['currency']) ? (prefs['currency'] as InvoiceCurrency) : 'USD',
    },
  };
}

/** PUT /billing/settings; the billing settings form checks the email against it too. */
export const billingSettingsSchema = z.object({
  billingEmail: singleLineText('labels:billingEmail', {
    max: 320,
    messages: { type: issueText('validation:billingEmailIsRequired') },
  }).email(issueText('validation:enterAValidEmailAddress')),
  invoicePreferences: z.object(
    {
      emailInvoices: z.boolean({ error: issueText('validation:mustBeTrueOrFalse') }),
      paperless: z.boolean({ error: issueText('validation:mustBeTrueOrFalse') }),
      currency: z.enum(INVOICE_CURRENCIES, { error: issueText('validation:onlyUSDIsSupported') }).default('USD'),
    },
    { error: issueText('validation:invoicePreferencesAreRequired') },
  ),
});
