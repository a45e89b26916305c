// The billing API's answers, as functions/src/http/routes/billing.ts sends them. Declared here rather
// than imported from the server's data layer, which would pull firebase-admin types into the web build.

export interface Payment {
  id: string;
  date: string; // ISO
  method: string; // e.g. "Visa •••• 4242"
  reference: string;
  amount: number; // dollars
  amountCents: number;
  currency: string;
  status: string; // Paid, Pending or Failed
  invoiceId: string | null;
}

export interface Party {
  name: string;
  address: string;
  email: string;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  price: number;
  priceCents: number;
  amount: number;
  amountCents: number;
}

export interface Invoice {
  id: string;
  number: string;
  date: string;
  dueDate: string;
  currency: string;
  company: Party;
  billTo: Party;
  lineItems: InvoiceLine[];
  subtotal: number;
  subtotalCents: number;
  taxRate: number;
  tax: number;
  taxCents: number;
  total: number;
  totalCents: number;
}

export interface PaymentMethod {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holder: string;
  isDefault: boolean;
  createdAt: string;
}

export interface InvoicePreferences {
  emailInvoices: boolean;
  paperless: boolean;
  currency: 'USD';
}

export interface BillingSettings {
  billingEmail: string;
  invoicePreferences: InvoicePreferences;
}
