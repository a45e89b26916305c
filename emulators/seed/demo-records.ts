// The demo user's own records: the spec's static samples (three notifications, the $50.00 and
// $40.00 payments with their invoices, two saved cards, three support tickets), as Firestore data.
// Fixed ids make re-seeding overwrite rather than duplicate.
import { Timestamp, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { invoiceTotals } from '../../functions/src/shared/billing/money';
import { DEMO_USER } from '../lib/paths';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

const COMPANY = {
  name: 'Immigration AI, Inc.',
  address: '100 Market Street, Suite 300\nSan Francisco, CA 94105',
  email: 'billing@immigration-ai.test',
};

const BILL_TO = {
  name: DEMO_USER.displayName,
  email: DEMO_USER.email,
  address: '742 Evergreen Terrace\nSpringfield, IL 62704',
};

interface DemoInvoice {
  id: string;
  number: string;
  daysAgo: number;
  lineItems: { description: string; quantity: number; priceCents: number }[];
  payment: { id: string; method: string; reference: string; status: 'Paid' | 'Pending' };
}

// Line items chosen so that subtotal + 10% tax comes to the spec's $50.00 and $40.00.
const INVOICES: DemoInvoice[] = [
  {
    id: 'demo-invoice-2026-0101',
    number: 'INV-2026-0101',
    daysAgo: 38,
    lineItems: [
      { description: 'AI Assistant Plus, monthly plan', quantity: 1, priceCents: 3545 },
      { description: 'Document review (per file)', quantity: 2, priceCents: 500 },
    ],
    payment: { id: 'demo-payment-1', method: 'Visa •••• 4242', reference: 'TXN-7F3K2Q9A', status: 'Paid' },
  },
  {
    id: 'demo-invoice-2026-0102',
    number: 'INV-2026-0102',
    daysAgo: 6,
    lineItems: [
      { description: 'Eligibility report with expert notes', quantity: 1, priceCents: 2636 },
      { description: 'Case tracking, monthly', quantity: 1, priceCents: 1000 },
    ],
    payment: { id: 'demo-payment-2', method: 'Mastercard •••• 4444', reference: 'TXN-9C1M5D2E', status: 'Pending' },
  },
];

const EXPECTED_TOTALS = [5000, 4000];

const NOTIFICATIONS = [
  {
    id: 'demo-notification-1',
    hoursAgo: 2,
    read: false,
    message: 'Your document review is complete: 3 files checked, 1 issue to look at.',
    link: '/ai-assistant/documents',
  },
  {
    id: 'demo-notification-2',
    hoursAgo: 26,
    read: false,
    message: 'Your payment of $40.00 is pending. We will email your receipt once it clears.',
    link: '/billing/history',
  },
  {
    id: 'demo-notification-3',
    hoursAgo: 24 * 5,
    read: true,
    message: 'Welcome to Immigration AI! Start with an eligibility check to see which paths fit you.',
    link: '/ai-assistant/eligibility',
  },
];

const CARDS = [
  {
    id: 'demo-card-visa',
    brand: 'Visa',
    last4: '4242',
    expMonth: 8,
    expYear: 2029,
    holder: DEMO_USER.displayName,
    isDefault: true,
    daysAgo: 60,
  },
  {
    id: 'demo-card-mastercard',
    brand: 'Mastercard',
    last4: '4444',
    expMonth: 11,
    expYear: 2028,
    holder: DEMO_USER.displayName,
    isDefault: false,
    daysAgo: 20,
  },
];

interface DemoTicket {
  id: string;
  subject: string;
  category: string;
  status: 'Open' | 'Pending' | 'Closed';
  description: string;
  daysAgo: number;
  messages: { author: 'user' | 'support'; text: string; hoursAfter: number }[];
}

const TICKETS: DemoTicket[] = [
  {
    id: 'demo-ticket-1',
    subject: 'Unable to upload my passport scan',
    category: 'Documents',
    status: 'Open',
    description: 'When I upload my passport scan in Document Review, the page keeps loading and the file never appears.',
    daysAgo: 1,
    messages: [
      {
        author: 'support',
        text: 'Thanks for reporting this. Could you tell us the file type and size? Files must be PDF, DOCX, JPG or PNG and 10 MB or smaller.',
        hoursAfter: 3,
      },
    ],
  },
  {
    id: 'demo-ticket-2',
    subject: 'Question about invoice INV-2026-0102',
    category: 'Billing',
    status: 'Pending',
    description: 'My $40.00 payment still shows as Pending. Has it gone through?',
    daysAgo: 5,
    messages: [
      {
        author: 'support',
        text: 'Card payments can take up to 5 business days to settle. Could you confirm the last four digits of the card you used?',
        hoursAfter: 4,
      },
    ],
  },
  {
    id: 'demo-ticket-3',
    subject: 'How do I change my display name?',
    category: 'Account',
    status: 'Closed',
    description: 'I would like my full legal name to appear on my invoices.',
    daysAgo: 14,
    messages: [
      {
        author: 'support',
        text: 'Go to Settings > Account Information, change Full Name and save. New invoices use the updated name.',
        hoursAfter: 2,
      },
      { author: 'user', text: 'That worked, thank you!', hoursAfter: 5 },
    ],
  },
];

export async function seedDemoRecords(db: Firestore, uid: string, now = Date.now()): Promise<void> {
  const at = (ms: number) => Timestamp.fromMillis(now - ms);
  const batch: WriteBatch = db.batch();

  for (const n of NOTIFICATIONS) {
    batch.set(db.collection('notifications').doc(n.id), {
      ownerUid: uid,
      message: n.message,
      link: n.link,
      read: n.read,
      createdAt: at(n.hoursAgo * HOUR),
    });
  }

  INVOICES.forEach((invoice, index) => {
    const { totalCents } = invoiceTotals(invoice.lineItems);
    // Guards the line items above against edits that would break the spec's sample amounts.
    if (totalCents !== EXPECTED_TOTALS[index]) throw new Error(`Demo invoice ${invoice.number} totals ${totalCents} cents`);
    const date = at(invoice.daysAgo * DAY);
    batch.set(db.collection('invoices').doc(invoice.id), {
      ownerUid: uid,
      number: invoice.number,
      date,
      dueDate: Timestamp.fromMillis(date.toMillis() + 14 * DAY),
      currency: 'USD',
      company: COMPANY,
      billTo: BILL_TO,
      lineItems: invoice.lineItems,
      createdAt: date,
    });
    batch.set(db.collection('payments').doc(invoice.payment.id), {
      ownerUid: uid,
      date,
      method: invoice.payment.method,
      reference: invoice.payment.reference,
      amountCents: totalCents,
      currency: 'USD',
      status: invoice.payment.status,
      invoiceId: invoice.id,
      createdAt: date,
    });
  });

  for (const { id, daysAgo, ...card } of CARDS) {
    batch.set(db.collection('paymentMethods').doc(id), { ownerUid: uid, ...card, createdAt: at(daysAgo * DAY) });
  }

  for (const ticket of TICKETS) {
    const created = ticket.daysAgo * DAY;
    const last = Math.max(0, ...ticket.messages.map((m) => m.hoursAfter)) * HOUR;
    const ref = db.collection('tickets').doc(ticket.id);
    batch.set(ref, {
      ownerUid: uid,
      subject: ticket.subject,
      category: ticket.category,
      description: ticket.description,
      status: ticket.status,
      attachment: null,
      createdAt: at(created),
      updatedAt: at(created - last),
    });
    ticket.messages.forEach((message, index) => {
      batch.set(ref.collection('messages').doc(`demo-message-${index + 1}`), {
        ownerUid: uid,
        author: message.author,
        text: message.text,
        createdAt: at(created - message.hoursAfter * HOUR),
      });
    });
  }

  await batch.commit();
}
