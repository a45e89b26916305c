// The fuzz corpus of the security suite, as data: what is sent, never what is expected (every fuzz request must be
// refused with a 4xx, every fuzz event with an error acknowledgement). Bodies and payloads the suite knows are samples
// a route accepts, keyed like functions/src/http/route-policies.ts (`METHOD /path`); a route or event missing here
// still gets the generic corpus.
import { randomUUID } from 'node:crypto';
import { payloadFor } from '../../functions/src/domain/eligibility/testing/applicant-fixture';

export type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

/** What a sample may take from the user it is sent as: their own ids and email. */
export interface SampleContext {
  email: string;
  chat: string;
  toolCall: string;
  chatMessage: string;
  case: string;
  review: string;
}

export interface KnownJsonBody {
  sample: (own: SampleContext) => Record<string, unknown>;
  /**
   * Leaf fields (dotted) whose accepted types differ from their sample value's type: `any` takes every JSON value,
   * so it gets no wrong-type or text fuzz. Every other leaf accepts only its sample's type.
   */
  accepts?: Readonly<Record<string, readonly JsonType[] | 'any'>>;
  /** The body is a closed object: an unknown key, prototype-pollution keys included, is refused with 400. */
  closed?: boolean;
}

/** Keys a closed body must refuse: prototype pollution, and a privilege a client might try to set. */
export const UNKNOWN_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype', 'role', 'isAdmin'];

const YEAR = new Date().getUTCFullYear();

export const KNOWN_JSON_BODIES: Readonly<Record<string, KnownJsonBody>> = {
  // An `email` is checked to be text and not read (the profile's email is the token's).
  'POST /users': {
    sample: () => ({ displayName: 'Security Suite', photoURL: null, email: 'security-suite@example.test' }),
    accepts: { displayName: ['string', 'null'], photoURL: ['string', 'null'], email: ['string', 'null'] },
    closed: true,
  },
  'POST /chats/:chatId/interactions/:callId/result': {
    sample: () => ({ name: 'check_eligibility', result: { analysis: { eligible: true, reasons: ['Checked by the security suite'] } } }),
    accepts: { result: 'any' },
  },
  'POST /cases': { sample: (own) => ({ chatId: own.chat }), accepts: { chatId: ['string', 'null'] } },
  // The wizard's optional sections may come blank (null, '' or false), which read as left out.
  'POST /ai-assistant/eligibility': {
    sample: (own) => ({ ...payloadFor('Investor (EB-5)'), caseId: own.case }),
    accepts: {
      immigrationHistory: ['object', 'null'],
      criminalHistory: ['object', 'null'],
      medicalHistory: ['object', 'null'],
      interpreterNeeds: ['object', 'null'],
      'publicCharge.debts': ['number', 'null'],
      'publicCharge.monthlyExpenses': ['number', 'null'],
      travelHistory: ['array', 'null', 'string'],
      socialMediaHandles: ['string', 'array', 'null'],
      'eSignatureConsent.backgroundChecks': ['boolean', 'null'],
      'eSignatureConsent.dataSharing': ['boolean', 'null'],
      'eSignatureConsent.electronicFiling': ['boolean', 'null'],
      dataRetentionPreference: ['string', 'null'],
      'categoryDetails.sourceOfFunds': ['string', 'null'],
      'categoryDetails.businessPlan': ['string', 'null'],
      'categoryDetails.entityStructure': ['string', 'null'],
      caseId: ['string', 'null'],
    },
  },
  'POST /payment-methods': {
    sample: () => ({ number: '4242 4242 4242 4242', expMonth: 12, expYear: YEAR + 3, holder: 'Security Suite', cvc: '123' }),
  },
  'PUT /billing/settings': {
    sample: () => ({
      billingEmail: 'billing@example.test',
      invoicePreferences: { emailInvoices: true, paperless: false, currency: 'USD' },
    }),
  },
  'PUT /settings': {
    sample: () => ({
      fullName: 'Security Suite',
      phone: '+1 555 0100',
      language: 'English',
      emailNotifications: true,
      smsNotifications: false,
      darkMode: false,
    }),
  },
  'POST /tickets': { sample: () => ({ subject: 'Security suite', category: 'Technical', description: 'Sent by the security suite.' }) },
  'POST /tickets/:id/messages': { sample: () => ({ text: 'Sent by the security suite.' }) },
  'POST /ai-assistant/documents/reset': { sample: (own) => ({ reviewId: own.review }) },
  'POST /ai-assistant/documents/:reviewId/case': { sample: (own) => ({ caseId: own.case }) },
  // The suite's review holds no USCIS notice: its own request answers 404, and other users' ids the same.
  'POST /ai-assistant/documents/:reviewId/notice': { sample: () => ({ documentId: 'security-suite-document', action: 'track' }) },
  'POST /ai-assistant/documents/:reviewId/person': {
    sample: () => ({ documentId: 'security-suite-document', person: 'beneficiary' }),
    accepts: { person: ['string', 'null'] },
  },
  'POST /cases/:id/expert-request': { sample: () => ({ note: 'Sent by the security suite.' }) },
  'PUT /expert/cases/:id/highlights': { sample: () => ({ highlights: ['Checked by the security suite.'] }) },
  'POST /expert/cases/:id/status': { sample: () => ({ status: 'Pending', reason: 'Checked by the security suite.' }) },
  // A valid body, so a cross-user case id reaches the owner check instead of stopping at validation.
  'POST /appointments': {
    sample: (own) => ({
      caseId: own.case,
      type: 'interview',
      date: `${YEAR + 5}-02-01`,
      time: '10:00',
      timeZone: 'America/New_York',
      place: 'Security suite office',
    }),
  },
  'PATCH /appointments/:appointmentId': { sample: () => ({ place: 'Security suite office' }) },
  // A date or the time zone may be null: that clears it.
  'PUT /deadlines/facts': {
    sample: () => ({ eadExpiry: `${YEAR + 4}-01-01`, timeZone: 'America/New_York' }),
    accepts: { eadExpiry: ['string', 'null'], timeZone: ['string', 'null'] },
  },
  'POST /reminders': {
    sample: (own) => ({ kind: 'rfe-response', title: 'Security suite', dueDate: `${YEAR + 4}-01-01`, caseId: own.case, leadDays: [7] }),
    accepts: { caseId: ['string', 'null'] },
  },
  'PATCH /reminders/:reminderId': { sample: () => ({ leadDays: [7, 1], muted: false }) },
};

/** Multipart text fields of the upload routes (the file goes under the policy's fileField). */
export const KNOWN_MULTIPART_FIELDS: Readonly<Record<string, (own: SampleContext) => Record<string, string>>> = {
  'POST /documents': (own) => ({ caseId: own.case }),
  'POST /chats/:chatId/attachments': () => ({}),
  'POST /tickets': () => ({ subject: 'Security suite', category: 'Technical', description: 'Sent by the security suite.' }),
  'POST /ai-assistant/documents': () => ({ category: 'family', country: 'Mexico', comment: 'Sent by the security suite.' }),
  'POST /cases/:id/discussion/files': () => ({}),
};

/** Query fields of the list routes: `count` is a positive whole number, `cursor` a whole number from 0, `id` a document id. */
export const KNOWN_QUERIES: Readonly<Record<string, Readonly<Record<string, 'count' | 'cursor' | 'id'>>>> = {
  'GET /chats': { limit: 'count' },
  'GET /articles': { page: 'count', pageSize: 'count' },
  'GET /news': { page: 'count', pageSize: 'count' },
  'GET /knowledge/cards': { page: 'count' },
  'GET /documents': { caseId: 'id' },
  'GET /cases/:id/discussion': { after: 'cursor' },
};

/**
 * A valid query string for the reads that need one, as the suite's own-data reads send it. `mayBeMissing`: reference
 * data an admin imports, which the shared stack may not hold yet, so a 404 is a right answer too.
 */
export const SAMPLE_QUERIES: Readonly<Record<string, { query: string; mayBeMissing?: true }>> = {
  'GET /fees/quote': { query: '?forms=I-485,I-765&filing=paper' },
  'GET /processing-times': { query: '?form=I-485&office=NBC', mayBeMissing: true },
};

/** Query values that no `count` field may take (as sent: already URL-encoded). */
export const BAD_COUNTS: readonly string[] = ['abc', '-1', '0', '1.5', '1e400', '0x10', '%00', '%ED%A0%80', ''];
/** Query values that no `cursor` field may take: a count's, but 0 is a cursor (from the start). */
export const BAD_CURSORS: readonly string[] = BAD_COUNTS.filter((value) => value !== '0');

/**
 * Path ids that cannot name a document, inserted into the path exactly as written: dot segments, encoded slashes,
 * NUL, an encoded lone surrogate, a broken escape, and ids over the 128-character limit. A lone `.` or `..` (bare or
 * encoded) is left out: HTTP clients and proxies resolve it to the parent path, another route, before the API.
 */
export const TRAVERSAL_IDS: readonly string[] = [
  '%2e%2e',
  '%2E%2E%2F%2E%2E%2Fusers',
  'a%2Fb',
  '..%5C..%5Cwindows',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%',
  'x'.repeat(129),
  'x'.repeat(8000),
];

/** The same, as they would arrive in a socket payload (no URL encoding there). */
export const TRAVERSAL_PAYLOAD_IDS: readonly string[] = [
  '..',
  '.',
  '../../users',
  'a/b',
  'a\u0000b',
  'x \ud800',
  '%2e%2e',
  'x'.repeat(129),
  'x'.repeat(8000),
];

/** Text every text field must refuse. */
export const TEXT_FUZZ = {
  'lone-surrogate': 'x \ud800',
  nul: 'a\u0000b',
  'control-chars': 'a\u0007\u001b[31mb\u007f',
  'invisible-only': '\u200b\u200c\u2060\ufeff',
} as const;
export type TextFuzzKind = keyof typeof TEXT_FUZZ;

/** Values of other JSON types than a field takes, shaped after its sample so coercion has something to work with. */
export function wrongTypeValues(sample: unknown, accepts: readonly JsonType[]): unknown[] {
  const asNumber = typeof sample === 'number' ? sample : 1;
  const candidates: Array<[JsonType, unknown]> = [
    // A number written as hex text is the kind of string a careless coercion turns back into the number.
    ['string', typeof sample === 'number' ? `0x${asNumber.toString(16).padStart(2, '0').toUpperCase()}` : String(sample ?? 'text')],
    ['number', typeof sample === 'boolean' ? Number(sample) : asNumber],
    ['boolean', true],
    ['null', null],
    ['array', [sample ?? 1]],
    ['object', { value: sample ?? 1 }],
  ];
  return candidates.filter(([type]) => !accepts.includes(type)).map(([, value]) => value);
}

export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return typeof value as JsonType;
  return 'object';
}

/** JSON nested `levels` deep, as text (building it as an object first would need recursion to serialise). */
export const deepJsonText = (levels: number): string => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** The same as a value, for socket payloads. */
export function deepValue(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i += 1) value = { a: value };
  return value;
}

export const DEEP_LEVELS = 5000;
/** Over the API's 256 KB JSON limit. */
export const HUGE_BYTES = 300 * 1024;

/** Top-level JSON bodies that are not an object. */
export const NOT_AN_OBJECT: readonly string[] = ['[]', '"text"', '42', 'null', 'true', '[{"a":1}]'];

/** A request body in a content type the route does not read. */
export interface ContentTypeFuzz {
  name: string;
  contentType: string;
  body: (fields: Record<string, unknown>) => Buffer;
}

const xmlOf = (fields: Record<string, unknown>) =>
  Buffer.from(
    `<?xml version="1.0"?><request>${Object.entries(fields)
      .map(([k, v]) => `<${k}>${typeof v === 'object' ? JSON.stringify(v) : String(v)}</${k}>`)
      .join('')}</request>`,
  );
const formOf = (fields: Record<string, unknown>) =>
  Buffer.from(
    new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)])).toString(),
  );
const RAW_BYTES = Buffer.from([0x00, 0xff, 0xfe, 0x7b, 0x22, 0x80, 0x81, 0xc0, 0xc1, 0xf5, 0x0a, 0x0d, 0x00, 0x7d]);

export const TEXT_XML: ContentTypeFuzz = { name: 'text/xml', contentType: 'text/xml', body: xmlOf };
export const TEXT_PLAIN_JSON: ContentTypeFuzz = {
  name: 'text/plain JSON',
  contentType: 'text/plain',
  body: (f) => Buffer.from(JSON.stringify(f)),
};
export const URLENCODED: ContentTypeFuzz = { name: 'form-urlencoded', contentType: 'application/x-www-form-urlencoded', body: formOf };
export const RAW: ContentTypeFuzz = { name: 'raw bytes', contentType: 'application/octet-stream', body: () => RAW_BYTES };
export const JSON_FOR_UPLOAD: ContentTypeFuzz = {
  name: 'JSON',
  contentType: 'application/json',
  body: (f) => Buffer.from(JSON.stringify(f)),
};

/** Files the upload routes accept (documents.test.ts in tests/integration uses the same shapes). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);

/**
 * One byte over the 10 MB upload limit (shared/settings/upload-policy.ts, shared/chat/chat-files.ts), so the reader
 * refuses it while reading. A body far over the limit is refused from its declared length before it is read
 * (functions/src/http/routes/multipart.test.ts covers that in-process); through the local emulators such a body
 * sometimes brings the whole emulator process down (EPIPE while it forwards the rest), which says nothing of the API.
 */
export const OVERSIZED_FILE_BYTES = 10 * 1024 * 1024 + 1;

/** Socket payloads the suite knows, keyed by event; owner fields are filled from the policy. */
export const KNOWN_EVENT_PAYLOADS: Readonly<Record<string, (own: { token: string }) => Record<string, unknown>>> = {
  message: () => ({ text: 'Hello from the security suite', attachments: [] }),
  retry: () => ({}),
  history: () => ({}),
  auth: (own) => ({ token: own.token }),
  'discussion:join': () => ({ after: 0 }),
  // A new message id each time: a resend with the same one would be the same message.
  'discussion:send': () => ({ id: randomUUID(), text: 'Hello from the security suite', fileIds: [] }),
  'discussion:read': () => ({ seq: 0 }),
  'discussion:leave': () => ({}),
};

/** Payload fields that carry an ID token: the forged tokens are sent there too. */
export const EVENT_TOKEN_FIELDS: Readonly<Record<string, readonly string[]>> = { auth: ['token'] };

/** Payloads that are not an object, or none at all. */
export const NOT_AN_OBJECT_PAYLOADS: readonly unknown[] = [undefined, null, 'text', 42, true, [], [{ chatId: 'x' }]];

/** The item an owner field inside an array (`attachments[].path`) is set on, complete but for that field. */
export const EVENT_ITEM_TEMPLATES: Readonly<Record<string, Record<string, unknown>>> = {
  'message:attachments': { name: 'photo.png', mimeType: 'image/png' },
};
