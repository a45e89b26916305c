// The server writes no English where it takes a keyed Message (errors, schema messages, notifications: found in the
// source by scan-messages.ts), and every shared schema's own message is a key that reads in Spanish, French and
// German. The keyed catalogs' completeness (every key in every language, the same ICU arguments) is checked with the
// web's catalogs in web/src/locales/catalogs.test.ts.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appointmentChangesSchema, newAppointmentSchema } from '../../functions/src/shared/appointments/appointments';
import { billingSettingsSchema } from '../../functions/src/shared/billing/billing-settings';
import { newCardSchema } from '../../functions/src/shared/billing/card-schema';
import {
  casePatchSchema,
  caseListQuerySchema,
  newTrackedApplicationSchema,
  statusUpdateSchema,
} from '../../functions/src/shared/cases/case-inputs';
import { complianceTickSchema } from '../../functions/src/shared/compliance/compliance-inputs';
import { deadlineFactsBodySchema, newReminderSchema } from '../../functions/src/shared/deadlines/deadline-inputs';
import { discussionSendSchema, expertStatusInputSchema } from '../../functions/src/shared/discussion/discussion-inputs';
import { eligibilityInputSchema } from '../../functions/src/shared/eligibility/applicant-schema';
import { ELIGIBILITY_CATEGORIES } from '../../functions/src/shared/reference/categories';
import { phoneVerificationConfirmSchema, phoneVerificationStartSchema } from '../../functions/src/shared/settings/phone';
import { settingsUpdateSchema } from '../../functions/src/shared/settings/settings';
import { newTicketSchema } from '../../functions/src/shared/support/ticket';
import { readFileSync } from 'node:fs';
import { fieldErrors } from '../../functions/src/domain/validate';
import { LOCALES } from '../../functions/src/shared/i18n/locale';
import { messageOfIssue } from '../../functions/src/shared/i18n/message';
import { scanMessages, scanSource } from './scan-messages';

const ROOT = join(__dirname, '../../functions/src');
const FOREIGN = LOCALES.filter((locale) => locale !== 'en');

/** Strings the scan finds in message positions that never reach a user: provider failure codes, operator errors. */
const NOT_FOR_USERS = new Set([
  'case-status/uscis/uscis-provider.ts', // unavailable('timeout')...: a provider's failure reason, mapped to a message elsewhere
  'chat-server.ts', // the health server's own 404 body
  'config.ts', // startup errors for the operator
]);
const NOT_FOR_USERS_TEXT = new Set(['Not JSON']); // a decode failure logged by data/chats-repo.ts

/** The whole server's scan, made once: it parses every source file. */
let scanned: ReturnType<typeof scanMessages> | undefined;
const serverMessages = () => (scanned ??= scanMessages(ROOT)).filter((m) => !NOT_FOR_USERS.has(m.file) && !NOT_FOR_USERS_TEXT.has(m.text));
/** Parsing every file takes seconds on a busy machine. */
const SCAN_TIMEOUT_MS = 60_000;

describe('English in a keyed message position', () => {
  it('is found in the probe: an error, a field, a notification, a device name, a text message, a timeline entry and a schema message, and no key', () => {
    const probe = 'fixtures/english-messages.ts';
    const found = scanSource(probe, readFileSync(join(__dirname, probe), 'utf8'));
    expect(found.map(({ kind, text }) => ({ kind, text }))).toEqual([
      { kind: 'error', text: 'Case not found' },
      { kind: 'error', text: 'Required' },
      { kind: 'notification', text: 'Case {} moved on.' },
      { kind: 'device', text: '{} on Linux' },
      { kind: 'sms', text: 'Your code is 123456.' },
      { kind: 'keyed-record', text: 'Case opened' },
      { kind: 'keyed-record', text: 'Document attached: {}' },
      { kind: 'schema', text: 'Name is required' },
    ]);
  });

  it(
    'is nowhere in the server: errors, schema messages and notifications are keyed Messages',
    () => {
      const english = serverMessages();
      expect(english.map((m) => `${m.file}:${m.line} ${m.kind} "${m.text}"`)).toEqual([]);
    },
    SCAN_TIMEOUT_MS,
  );
});

describe('field messages of the shared schemas', () => {
  const samples: Array<[string, z.ZodType, unknown[]]> = [
    [
      'settings',
      settingsUpdateSchema,
      [{ fullName: 7, phone: 'abc!', language: 'Klingon', emailNotifications: 'yes' }, { fullName: '\u0000' }],
    ],
    ['phone', phoneVerificationStartSchema, [{}, { phone: '12' }]],
    ['phone code', phoneVerificationConfirmSchema, [{}, { code: 'abc' }]],
    [
      'new appointment',
      newAppointmentSchema,
      [{}, { type: 'x', date: 'soon', time: '25:00', timeZone: 'Mars/Base', durationMinutes: 1.5 }],
    ],
    ['appointment changes', appointmentChangesSchema, [{}]],
    ['billing settings', billingSettingsSchema, [{}, { billingEmail: 'nope', currency: 'EUR' }]],
    [
      'card',
      newCardSchema(() => new Date('2026-01-01T00:00:00Z')),
      [{}, { number: '4111', holder: '', expMonth: 13, expYear: 1999, cvc: '1' }],
    ],
    ['case list', caseListQuerySchema, [{ status: 'x', view: 'y', page: 'a', submittedFrom: '2026-02-01', submittedTo: '2026-01-01' }]],
    ['tracked application', newTrackedApplicationSchema, [{}, { receiptNumber: 'E1', formType: 'X', fee: -1 }]],
    ['case patch', casePatchSchema, [{ status: 'x', fee: 1.234 }]],
    ['status update', statusUpdateSchema, [{}]],
    ['compliance', complianceTickSchema, [{}, { itemId: '!!', done: 'y', doneOn: '2026-13-01' }]],
    ['deadline facts', deadlineFactsBodySchema, [{}, { facts: 'x' }, { facts: { passportExpiry: 'soon' } }]],
    ['reminder', newReminderSchema, [{}, { kind: 'custom', title: '', dueDate: 'x', leadDays: [-1, 1.5] }]],
    ['discussion send', discussionSendSchema, [{}]],
    ['expert status', expertStatusInputSchema, [{}]],
    ['ticket', newTicketSchema, [{}, { subject: 5, description: '' }]],
    [
      'eligibility',
      eligibilityInputSchema,
      [
        {},
        { category: 'Nope' },
        ...ELIGIBILITY_CATEGORIES.map((category) => ({ category, fullName: 5, dateOfBirth: 'x', categoryDetails: {} })),
      ],
    ],
  ];

  it.each(samples)('%s: every message has an entry and reads in Spanish, French and German', (_name, schema, inputs) => {
    for (const input of inputs) {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      if (result.success) continue;
      for (const issue of result.error.issues) {
        // zod's own messages (no custom one) are answered in zod's translation instead (domain/validate.ts).
        if (/^(Invalid input|Too (big|small)|Unrecognized key)/.test(issue.message)) continue;
        expect(messageOfIssue(issue), `${issue.path.join('.')}: "${issue.message}" is not a key`).toBeDefined();
      }
      const english = fieldErrors(result.error, 'en');
      for (const locale of FOREIGN) {
        const local = fieldErrors(result.error, locale);
        for (const [field, message] of Object.entries(english)) {
          if (/^(Invalid input|Too (big|small)|Unrecognized key)/.test(message)) continue;
          expect(local[field], `${field} in ${locale}`).not.toBe(message);
        }
      }
    }
  });
});
