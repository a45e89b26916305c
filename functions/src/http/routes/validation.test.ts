// Every endpoint's input checks, in-process: the 400 field messages of its zod schemas, 404 for ids that cannot name
// a document, 415 for uploads in the wrong form. Each request fails before any data access (no emulators needed).
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // A closed port: any data access by mistake is refused at once (see ../testing/in-process-app.ts).
  process.env['FIRESTORE_EMULATOR_HOST'] = '127.0.0.1:9';
  process.env['FIREBASE_STORAGE_EMULATOR_HOST'] = '127.0.0.1:9';
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = '127.0.0.1:9';
  // The offline assistant: an eligibility check asks Vertex AI for no narrative.
  process.env['AI_PROVIDER'] = 'offline';
});

import { payloadFor } from '../../domain/eligibility/testing/applicant-fixture';
import { authed, expectError, expectFields, expectNoBackendReached } from '../testing/in-process-app';

afterAll(expectNoBackendReached);

// Ids that cannot name a document: a space, a path, a dot segment (URL-encoded so they reach the route as one segment).
const BAD_IDS = ['bad%20id', '..', 'a%2Fb'];
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const INVALID = 'Invalid input';

describe('users', () => {
  it('POST /users takes an object', async () => {
    const error = expectError(await authed('post', '/api/users').send([1]), 400, 'invalid-argument', INVALID);
    expect(Object.keys(error.fields ?? {})).toEqual(['_']);
  });

  it.each([
    ['javascript:alert(1)', 'Must be an https URL'],
    ['JavaScript:alert(document.cookie)//https://x', 'Must be an https URL'],
    ['data:image/svg+xml,<svg onload=alert(1)>', 'Must be an https URL'],
    ['http://example.com/a.png', 'Must be an https URL'],
    ['https://user:pass@example.com/a.png', 'Must be an https URL'],
    ['//example.com/a.png', 'Must be an https URL'],
    ['not a url', 'Must be an https URL'],
    ['https://example.com/\u0000.png', 'Photo URL cannot contain control characters'],
    [42, 'Must be a URL'],
  ])('POST /users refuses the photo URL %j', async (photoURL, message) => {
    expectFields(await authed('post', '/api/users').send({ email: 'a@example.com', photoURL }), { photoURL: message });
  });

  it('POST /users checks the display name (and does not read the email)', async () => {
    expectFields(await authed('post', '/api/users').send({ email: 'not-an-email', displayName: 5 }), {
      displayName: 'Display name must be text',
    });
    expectFields(await authed('post', '/api/users').send({ displayName: 'x \ud800' }), {
      displayName: 'Display name contains a broken character (a lone UTF-16 surrogate)',
    });
    expectFields(await authed('post', '/api/users').send({ displayName: 'Ann\u0000' }), {
      displayName: 'Display name cannot contain control characters',
    });
  });
});

describe('chats', () => {
  it.each([
    ['0', 'Must be 1 or more'],
    ['101', 'Must be 100 or less'],
    ['1.5', 'Must be a whole number'],
    ['ten', 'Must be a whole number'],
    ['1e1', 'Must be a whole number'],
    ['0x10', 'Must be a whole number'],
    ['1&limit=2', 'Must be a whole number'],
  ])('GET /chats?limit=%s answers 400', async (limit, message) => {
    expectFields(await authed('get', `/api/chats?limit=${limit}`), { limit: message });
  });

  it.each(BAD_IDS)('answers 404 for the chat id %s', async (id) => {
    for (const path of [`/api/chats/${id}/messages`, `/api/chats/${id}/summary`]) {
      expectError(await authed('get', path), 404, 'not-found', 'Chat not found');
    }
    expectError(
      await authed('post', `/api/chats/${id}/interactions/call-1/result`).send({ name: 'x', result: 1 }),
      404,
      'not-found',
      'Chat not found',
    );
    expectError(await authed('post', `/api/chats/${id}/attachments`).attach('file', PDF, 'a.pdf'), 404, 'not-found', 'Chat not found');
  });

  it('answers 404 for a malformed tool call id', async () => {
    const res = await authed('post', '/api/chats/chat-1/interactions/bad%20id/result').send({ name: 'x', result: 1 });
    expectError(res, 404, 'not-found', 'Tool call not found');
  });

  it('POST a tool result needs its name and result', async () => {
    const path = '/api/chats/chat-1/interactions/call-1/result';
    expectFields(await authed('post', path).send({}), { name: 'Required', result: 'Required' });
    expectFields(await authed('post', path).send({ name: '   ', result: null }), { name: 'Required' });
    expectFields(await authed('post', path).send({ name: 'x'.repeat(101), result: { ok: true } }), { name: 'At most 100 characters' });
  });
});

describe('cases', () => {
  it('POST /cases checks the chat id', async () => {
    expectFields(await authed('post', '/api/cases').send({ chatId: '../chat' }), { chatId: 'Not a valid chat id' });
    expectFields(await authed('post', '/api/cases').send({ chatId: 42 }), { chatId: 'Must be text' });
  });

  it.each(BAD_IDS)('GET /cases/%s/details answers 404', async (id) => {
    expectError(await authed('get', `/api/cases/${id}/details`), 404, 'not-found', 'Case not found');
  });
});

describe('content', () => {
  it.each(['articles', 'news'])('GET /%s checks page and pageSize', async (list) => {
    expectFields(await authed('get', `/api/${list}?page=0&pageSize=51`), { page: 'Must be 1 or more', pageSize: 'Must be 50 or less' });
    expectFields(await authed('get', `/api/${list}?page=two&pageSize=0`), {
      page: 'Must be a whole number',
      pageSize: 'Must be 1 or more',
    });
    expectFields(await authed('get', `/api/${list}?page=1.5`), { page: 'Must be a whole number' });
  });

  it.each(['Not-A-Slug', '-leading-dash', '..', 'a%20b'])('GET /articles/%s answers 404', async (id) => {
    expectError(await authed('get', `/api/articles/${id}`), 404, 'not-found', 'Article not found.');
  });

  it.each(['0', '01', 'abc', '1234567890'])('GET /news/%s answers 404', async (id) => {
    expectError(await authed('get', `/api/news/${id}`), 404, 'not-found', 'News item not found.');
  });
});

describe('billing', () => {
  it.each(BAD_IDS)('answers 404 for the invoice or payment method id %s', async (id) => {
    expectError(await authed('get', `/api/invoices/${id}`), 404, 'not-found', 'Invoice not found.');
    expectError(await authed('get', `/api/invoices/${id}/pdf`), 404, 'not-found', 'Invoice not found.');
    expectError(await authed('post', `/api/payment-methods/${id}/default`), 404, 'not-found', 'Payment method not found.');
    expectError(await authed('delete', `/api/payment-methods/${id}`), 404, 'not-found', 'Payment method not found.');
  });

  it('POST /payment-methods names every missing field', async () => {
    expectFields(await authed('post', '/api/payment-methods').send({}), {
      number: 'Card number is required',
      expMonth: 'Must be a number',
      expYear: 'Must be a number',
      holder: 'Cardholder name is required',
    });
  });

  it('POST /payment-methods checks each field of the card', async () => {
    const res = await authed('post', '/api/payment-methods').send({
      number: '4242 4242 4242 4241',
      expMonth: 13,
      expYear: 2030.5,
      holder: ' ',
      cvc: '12',
    });
    expectFields(res, {
      number: 'Card number is not valid',
      expMonth: 'Month must be 1 to 12',
      expYear: 'Must be a whole number',
      holder: 'Cardholder name is required',
      cvc: 'Security code must be 3 or 4 digits',
    });
    expectFields(await authed('post', '/api/payment-methods').send({ number: '42', expMonth: 1, expYear: 2030, holder: 'A' }), {
      number: 'Card number must be 12 to 19 digits',
    });
  });

  it('POST /payment-methods refuses an expired card and a security code of the wrong length for its brand', async () => {
    const res = await authed('post', '/api/payment-methods').send({
      number: '4242424242424242',
      expMonth: 1,
      expYear: 2020,
      holder: 'Ann Lee',
      cvc: '1234',
    });
    expectFields(res, { expiry: 'This card has expired', cvc: 'Security code must be 3 digits for Visa' });
  });

  it('PUT /billing/settings checks the email and each preference', async () => {
    expectFields(await authed('put', '/api/billing/settings').send({}), {
      billingEmail: 'Billing email is required',
      invoicePreferences: 'Invoice preferences are required',
    });
    const res = await authed('put', '/api/billing/settings').send({
      billingEmail: 'billing at example',
      invoicePreferences: { emailInvoices: 'yes', paperless: 1, currency: 'EUR' },
    });
    expectFields(res, {
      billingEmail: 'Enter a valid email address',
      'invoicePreferences.emailInvoices': 'Must be true or false',
      'invoicePreferences.paperless': 'Must be true or false',
      'invoicePreferences.currency': 'Only USD is supported',
    });
  });
});

describe('settings', () => {
  it('PUT /settings needs at least one setting', async () => {
    expectFields(await authed('put', '/api/settings').send({}), { _: 'Send at least one setting' }, 'Nothing to update');
  });

  it('PUT /settings checks each field', async () => {
    expectFields(await authed('put', '/api/settings').send({ fullName: '  ', phone: 'call me', language: 'Klingon', darkMode: 'on' }), {
      fullName: 'Full name is required',
      phone: 'Use digits, spaces and + ( ) - . only',
      language: 'Choose one of English, Spanish, French, German',
      darkMode: 'Must be true or false',
    });
    expectFields(await authed('put', '/api/settings').send({ fullName: 'x'.repeat(101), phone: '1'.repeat(31), emailNotifications: 1 }), {
      fullName: 'Full name must be 100 characters or fewer',
      phone: 'Phone number must be 30 characters or fewer',
      emailNotifications: 'Must be true or false',
    });
    expectFields(await authed('put', '/api/settings').send({ smsNotifications: null, twoFactor: 'false', fullName: 7 }), {
      smsNotifications: 'Must be true or false',
      twoFactor: 'Two-factor authentication is turned on and off with its own steps, not saved as a setting',
      fullName: 'Must be text',
    });
  });
});

describe('documents', () => {
  it('GET /documents checks the case id', async () => {
    expectFields(await authed('get', '/api/documents?caseId=bad%20id'), { caseId: 'Not a valid case id' });
  });

  it('POST /documents takes multipart/form-data only', async () => {
    expectError(
      await authed('post', '/api/documents').send({ file: 'JVBERi0=' }),
      415,
      'unsupported-media-type',
      'Send the form as multipart/form-data.',
    );
    expectError(await authed('post', '/api/documents').set('Content-Type', 'application/pdf').send(PDF), 415, 'unsupported-media-type');
  });

  it('POST /documents accepts only PDF, DOCX, JPG and PNG, judged by type and bytes', async () => {
    const ACCEPTED = 'Only PDF, DOCX, JPG and PNG files are accepted.';
    const exe = await authed('post', '/api/documents').attach('file', Buffer.from('MZ\x90\x00'), {
      filename: 'setup.exe',
      contentType: 'application/octet-stream',
    });
    expectError(exe, 415, 'unsupported-media-type', ACCEPTED);
    const fakePdf = await authed('post', '/api/documents').attach('file', Buffer.from('<html></html>'), {
      filename: 'a.pdf',
      contentType: 'application/pdf',
    });
    expectError(fakePdf, 415, 'unsupported-media-type', ACCEPTED);
  });

  it('POST /documents needs one non-empty file under "file" and a valid case id', async () => {
    expectFields(
      await authed('post', '/api/documents').field('caseId', 'case-1'),
      { file: 'Choose a file to upload' },
      'Choose a file to upload.',
    );
    expectFields(
      await authed('post', '/api/documents').attach('file', Buffer.alloc(0), { filename: 'a.pdf', contentType: 'application/pdf' }),
      { file: 'The file is empty' },
      'The file is empty.',
    );
    expectFields(
      await authed('post', '/api/documents').attach('upload', PDF, { filename: 'a.pdf', contentType: 'application/pdf' }),
      { upload: 'Unexpected file field; use "file"' },
      'Attach the file in the "file" field.',
    );
    const badCase = await authed('post', '/api/documents')
      .field('caseId', '../case')
      .attach('file', PDF, { filename: 'a.pdf', contentType: 'application/pdf' });
    expectFields(badCase, { caseId: 'Not a valid case id' });
  });

  it.each(['..evil.pdf', '.hidden', 'a%2F..%2Fb.pdf', 'bad%20name.pdf'])('answers 404 for the document name %s', async (name) => {
    expectError(await authed('get', `/api/documents/${name}/content`), 404, 'not-found', 'Document not found.');
    expectError(await authed('delete', `/api/documents/${name}`), 404, 'not-found', 'Document not found.');
  });

  it('GET a document checks ?download', async () => {
    expectFields(await authed('get', '/api/documents/a.pdf/content?download=yes'), { download: 'Use 1 or 0' });
  });
});

describe('support tickets', () => {
  it('POST /tickets names every missing field, in JSON or in a form', async () => {
    const missing = {
      subject: 'Subject is required',
      category: 'Choose one of Account, Billing, Cases, Documents, Technical, Other',
      description: 'Description is required',
    };
    expectFields(await authed('post', '/api/tickets').send({}), missing);
    expectError(await authed('post', '/api/tickets').set('Content-Type', 'text/plain').send('Help!'), 415, 'unsupported-media-type');
    expectFields(
      await authed('post', '/api/tickets')
        .field('subject', ' ')
        .attach('attachment', PDF, { filename: 'a.pdf', contentType: 'application/pdf' }),
      missing,
    );
  });

  it('POST /tickets checks lengths and the category', async () => {
    const res = await authed('post', '/api/tickets').send({ subject: 'x'.repeat(151), category: 'Visas', description: 'y'.repeat(5001) });
    expectFields(res, {
      subject: 'Subject must be 150 characters or fewer',
      category: 'Choose one of Account, Billing, Cases, Documents, Technical, Other',
      description: 'Description must be 5000 characters or fewer',
    });
  });

  it('POST /tickets accepts only the document types as an attachment', async () => {
    const res = await authed('post', '/api/tickets')
      .field('subject', 'Invoice question')
      .field('category', 'Billing')
      .field('description', 'See the attached file.')
      .attach('attachment', Buffer.from('plain text'), { filename: 'notes.txt', contentType: 'text/plain' });
    expectError(res, 415, 'unsupported-media-type', 'Only PDF, DOCX, JPG and PNG files are accepted.');
  });

  it.each(BAD_IDS)('answers 404 for the ticket id %s', async (id) => {
    expectError(await authed('get', `/api/tickets/${id}`), 404, 'not-found', 'Ticket not found.');
    expectError(await authed('get', `/api/tickets/${id}/attachment`), 404, 'not-found', 'Ticket not found.');
    expectError(await authed('post', `/api/tickets/${id}/messages`).send({ text: 'Any news?' }), 404, 'not-found', 'Ticket not found.');
  });

  it('GET an attachment checks ?download', async () => {
    expectFields(await authed('get', '/api/tickets/ticket-1/attachment?download=maybe'), { download: 'Use 1 or 0' });
  });

  it('POST a message needs text of at most 5000 characters', async () => {
    expectFields(await authed('post', '/api/tickets/ticket-1/messages').send({ text: '  ' }), { text: 'Message is required' });
    expectFields(await authed('post', '/api/tickets/ticket-1/messages').send({}), { text: 'Message is required' });
    expectFields(await authed('post', '/api/tickets/ticket-1/messages').send({ text: 'z'.repeat(5001) }), {
      text: 'Message must be 5000 characters or fewer',
    });
  });
});

describe('eligibility', () => {
  const path = '/api/ai-assistant/eligibility';
  const REQUIRED = {
    fullName: 'Full name is required.',
    dob: 'Date of birth is required.',
    gender: 'Gender is required.',
    birthCountry: 'Country of birth is required.',
    nationality: 'Nationality is required.',
    currentAddress: 'Current address is required.',
    phone: 'Phone is required.',
    email: 'Email is required.',
    preferredCommunication: 'Preferred communication is required.',
    details: 'Details is required.',
  };

  it('names the category and every required answer at once, even with an unknown category', async () => {
    for (const body of [{}, { category: 'Astronaut' }]) {
      const error = expectError(await authed('post', path).send(body), 400, 'invalid-argument', 'Some answers need attention');
      expect(error.fields).toMatchObject(REQUIRED);
      expect(error.fields?.['category']).toMatch(/^Choose a category: Family-Based, /);
    }
  });

  it('checks the answers of a known category', async () => {
    const res = await authed('post', path).send(payloadFor('Tourist (B-1/B-2)', {}, { dob: '2999-01-01', email: 'anna@', details: ' ' }));
    const error = expectError(res, 400, 'invalid-argument', 'Some answers need attention');
    expect(error.fields).toMatchObject({ dob: 'Date of birth cannot be later than today.', details: 'Details is required.' });
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['details', 'dob', 'email']);
  });

  it('answers 404 for a malformed case or chat id', async () => {
    expectError(
      await authed('post', path).send(payloadFor('Tourist (B-1/B-2)', {}, { caseId: '../case' })),
      404,
      'not-found',
      'Case not found',
    );
    expectError(
      await authed('post', path).send(payloadFor('Tourist (B-1/B-2)', {}, { chatId: 'a b' })),
      404,
      'not-found',
      'Chat not found',
    );
  });
});

// Text rules (shared/text.ts) on every user-typed field: a lone surrogate once answered 500 on these endpoints, and
// NUL, control characters or invisible-only text were stored.
describe('text fields', () => {
  const LONE = 'x \ud800';
  const broken = (label: string) => `${label} contains a broken character (a lone UTF-16 surrogate)`;
  const control = (label: string) => `${label} cannot contain control characters`;
  const invisible = (label: string) => `${label} needs visible characters, not only spaces or invisible ones`;

  it('PUT /settings', async () => {
    expectFields(await authed('put', '/api/settings').send({ fullName: LONE }), { fullName: broken('Full name') });
    expectFields(await authed('put', '/api/settings').send({ fullName: 'Ann\u0000Lee', phone: '555\u0007' }), {
      fullName: control('Full name'),
      phone: control('Phone number'),
    });
    expectFields(await authed('put', '/api/settings').send({ fullName: '\u200B\u200D' }), { fullName: invisible('Full name') });
    expectFields(await authed('put', '/api/settings').send({ fullName: 'Ann\nLee' }), {
      fullName: 'Full name must be a single line, without tabs',
    });
  });

  it('POST /tickets, in JSON and in a form', async () => {
    const res = await authed('post', '/api/tickets').send({ subject: LONE, category: 'Billing', description: 'a\u0000b' });
    expectFields(res, { subject: broken('Subject'), description: control('Description') });
    const form = await authed('post', '/api/tickets')
      .field('subject', '\u2060\u00AD')
      .field('category', 'Billing')
      .field('description', 'Line one\nLine\ttwo');
    expectFields(form, { subject: invisible('Subject') });
  });

  it('POST /tickets/:id/messages', async () => {
    expectFields(await authed('post', '/api/tickets/ticket-1/messages').send({ text: LONE }), { text: broken('Message') });
    expectFields(await authed('post', '/api/tickets/ticket-1/messages').send({ text: '\u200B\u2060' }), { text: invisible('Message') });
  });

  it('POST /payment-methods and PUT /billing/settings', async () => {
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2040, holder: LONE };
    expectFields(await authed('post', '/api/payment-methods').send(card), { holder: broken('Cardholder name') });
    const settings = { billingEmail: 'a@example.com\u0000', invoicePreferences: { emailInvoices: true, paperless: true } };
    expectFields(await authed('put', '/api/billing/settings').send(settings), { billingEmail: control('Billing email') });
  });

  it('POST /ai-assistant/eligibility, applicant and category details', async () => {
    const path = '/api/ai-assistant/eligibility';
    const res = await authed('post', path).send(
      payloadFor(
        'Tourist (B-1/B-2)',
        { tripDetails: 'a\u0000b' },
        { fullName: LONE, details: '\u200B', socialMediaHandles: ['@ann', 'x\u0007'] },
      ),
    );
    const error = expectError(res, 400, 'invalid-argument', 'Some answers need attention');
    expect(error.fields).toMatchObject({
      fullName: `${broken('Full name')}.`,
      details: `${invisible('Details')}.`,
      'socialMediaHandles.1': `${control('Each social media handle')}.`,
      'categoryDetails.tripDetails': `${control('Trip details')}.`,
    });
  });

  it('takes multi-line answers where the form has several lines', async () => {
    const path = '/api/ai-assistant/eligibility';
    const res = await authed('post', path).send(
      payloadFor(
        'Tourist (B-1/B-2)',
        {},
        { fullName: 'Ann\tLee', details: 'Line one\r\nLine two', currentAddress: '1 Main St\nSpringfield' },
      ),
    );
    expectFields(res, { fullName: 'Full name must be a single line, without tabs.' }, 'Some answers need attention');
  });

  it('the tool result: its name, and every string in it', async () => {
    const path = '/api/chats/chat-1/interactions/call-1/result';
    expectFields(await authed('post', path).send({ name: LONE, result: 1 }), { name: broken('Name') });
    expectFields(await authed('post', path).send({ name: 'check_eligibility', result: { reasons: ['ok', LONE] } }), {
      result: 'Contains a broken character (a lone UTF-16 surrogate) or NUL',
    });
  });
});

describe('card expiry', () => {
  const card = (expMonth: unknown, expYear: unknown = 2040) => ({ number: '4242424242424242', expMonth, expYear, holder: 'Ann Lee' });

  it.each([
    [[12], 'Must be a number'],
    [true, 'Must be a number'],
    ['0x0C', 'Month must be 1 or 2 digits'],
    ['1e1', 'Month must be 1 or 2 digits'],
  ])('POST /payment-methods refuses the month %j', async (expMonth, message) => {
    expectFields(await authed('post', '/api/payment-methods').send(card(expMonth)), { expMonth: message });
  });

  it.each([
    [[2040], 'Must be a number'],
    ['0x7F8', 'Year must be 2 or 4 digits'],
    ['204', 'Year must be 2 or 4 digits'],
  ])('POST /payment-methods refuses the year %j', async (expYear, message) => {
    expectFields(await authed('post', '/api/payment-methods').send(card(12, expYear)), { expYear: message });
  });
});

describe('truncated and malformed uploads', () => {
  const BOUNDARY = 'cut-boundary';
  const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
  const cut = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="subject"\r\n\r\nHelp\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="FIELD"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    PDF,
  ]);
  const body = (field: string) => Buffer.from(cut.toString('latin1').replace('FIELD', field), 'latin1');

  it('POST /documents answers 400 for a body cut before its closing boundary', async () => {
    const res = await authed('post', '/api/documents').set('Content-Type', TYPE).send(body('file'));
    expectError(res, 400, 'invalid-argument', 'The upload could not be read.');
  });

  it('POST /tickets answers 400 for a body cut before its closing boundary', async () => {
    const res = await authed('post', '/api/tickets').set('Content-Type', TYPE).send(body('attachment'));
    expectError(res, 400, 'invalid-argument', 'The upload could not be read.');
  });

  it('answers 400 for a form without a boundary', async () => {
    const res = await authed('post', '/api/documents').set('Content-Type', 'multipart/form-data').send(body('file'));
    expectError(res, 400, 'invalid-argument', 'The upload could not be read.');
  });

  it('still answers after all that: the process is alive', async () => {
    expectFields(await authed('put', '/api/settings').send({ fullName: 7 }), { fullName: 'Must be text' });
  });
});
