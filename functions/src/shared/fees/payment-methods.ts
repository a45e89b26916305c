// How USCIS fees are paid (docs/fees.md), with the official pages and the date they were checked. Each form's fee
// is paid on its own. Our machines cannot reach uscis.gov: re-read these pages before a release.
export interface PaymentMethod {
  /** The USCIS form that authorizes the payment. */
  form: 'G-1450' | 'G-1650';
  kind: 'card' | 'bank-account';
  source: string;
  checkedOn: string;
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  // Authorization for Credit Card Transactions: a credit, debit or prepaid card, placed on top of a paper filing.
  { form: 'G-1450', kind: 'card', source: 'https://www.uscis.gov/g-1450', checkedOn: '2026-11-29' },
  // Authorization for ACH Transactions: a debit from a U.S. bank account, placed on top of a paper filing.
  { form: 'G-1650', kind: 'bank-account', source: 'https://www.uscis.gov/g-1650', checkedOn: '2026-11-29' },
];

/** Where USCIS lists its fees and how to pay them. */
export const FEE_PAYMENT_SOURCE = { url: 'https://www.uscis.gov/forms/filing-fees', checkedOn: '2026-11-29' } as const;
