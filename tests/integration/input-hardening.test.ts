// No client input reaches a 500 (a client's mistake is a 4xx), against the stack: what needs stored data to prove. A cut-off upload leaves
// the API answering; references in a body are checked against their owner; the profile email is the token's; a
// refused Settings save changes neither Auth nor Firestore; refused text, URLs and content types store nothing.
// The same refusals before any data access are tested in-process (functions/src/http/routes/validation.test.ts).
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_URL, api, createTestUser, PROJECT_ID, signInWithPassword, type TestUser } from '../support/stack';

const firestore = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const BOUNDARY = 'hardening-boundary';

/** A multipart body with text fields and one file, cut off before its closing boundary. */
function cutForm(fields: Record<string, string>, fileField: string): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return Buffer.concat([Buffer.from(parts.join('') + fileHead), PDF]);
}

async function rawPost(
  path: string,
  token: string,
  contentType: string,
  body: Buffer | string,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, body: type.includes('application/json') ? await res.json() : await res.text() };
}

function tokenName(idToken: string): string | undefined {
  return (JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as { name?: string }).name;
}

describe('input hardening', () => {
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([createTestUser('Alice Applicant'), createTestUser('Bob Applicant')]);
  });

  describe('uploads cut off before their closing boundary', () => {
    it.each([
      ['POST /documents', () => '/documents', {}, 'file'],
      ['POST /tickets', () => '/tickets', { subject: 'Help', category: 'Other', description: 'Cut off' }, 'attachment'],
      ['POST /chats/{id}/attachments', () => `/chats/${randomUUID()}/attachments`, {}, 'file'],
    ])('%s answers 400, and the API keeps answering', async (_label, path, fields, fileField) => {
      const res = await rawPost(path(), alice.idToken, `multipart/form-data; boundary=${BOUNDARY}`, cutForm(fields, fileField));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect((await api('/verify', { token: alice.idToken })).status).toBe(200);
    });

    it('stores nothing from them', async () => {
      expect((await api<{ documents: unknown[] }>('/documents', { token: alice.idToken })).body.documents).toEqual([]);
      expect((await api<{ tickets: unknown[] }>('/tickets', { token: alice.idToken })).body.tickets).toEqual([]);
    });
  });

  describe('references in a body', () => {
    it("POST /documents attaches only to the caller's own case: missing and someone else's answer the same 404", async () => {
      const bobsCase = (await api<{ caseId: string }>('/cases', { token: bob.idToken, body: {} })).body.caseId;
      for (const caseId of ['no-such-case', bobsCase]) {
        const form = new FormData();
        form.append('caseId', caseId);
        form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'a.pdf');
        const res = await fetch(`${API_URL}/documents`, {
          method: 'POST',
          headers: { authorization: `Bearer ${alice.idToken}` },
          body: form,
        });
        expect(res.status, caseId).toBe(404);
        expect(((await res.json()) as ErrorBody).error).toEqual({ code: 'not-found', message: 'Case not found' });
      }
      expect((await api<{ documents: unknown[] }>('/documents', { token: alice.idToken })).body.documents).toEqual([]);
      expect((await api<{ documents: unknown[] }>(`/documents?caseId=${bobsCase}`, { token: bob.idToken })).body.documents).toEqual([]);

      const ownCase = (await api<{ caseId: string }>('/cases', { token: alice.idToken, body: {} })).body.caseId;
      const form = new FormData();
      form.append('caseId', ownCase);
      form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'mine.pdf');
      const own = await fetch(`${API_URL}/documents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${alice.idToken}` },
        body: form,
      });
      expect(own.status).toBe(201);
      expect(((await own.json()) as { document: { caseId: string } }).document.caseId).toBe(ownCase);
    });
  });

  describe('the profile email', () => {
    it("is the verified token's, whatever POST /users sends; Settings and billing show it", async () => {
      const user = await createTestUser('Eve Example');
      const res = await api<{ user: { email: string } }>('/users', {
        token: user.idToken,
        body: { email: 'someone-else@example.test', displayName: 'Eve' },
      });
      expect(res.status).toBe(200);
      expect(res.body.user.email).toBe(user.email);
      expect((await firestore().collection('users').doc(user.uid).get()).get('email')).toBe(user.email);
      expect((await api<{ settings: { email: string } }>('/settings', { token: user.idToken })).body.settings.email).toBe(user.email);
      expect(
        (await api<{ billingSettings: { billingEmail: string } }>('/billing/settings', { token: user.idToken })).body.billingSettings
          .billingEmail,
      ).toBe(user.email);
    });
  });

  describe('photo URLs', () => {
    it('stores only https URLs', async () => {
      const user = await createTestUser();
      for (const photoURL of ['javascript:alert(1)', 'http://example.com/a.png', 'data:image/png;base64,AAAA']) {
        const res = await api<ErrorBody>('/users', { token: user.idToken, body: { photoURL } });
        expect(res.status, photoURL).toBe(400);
        expect(Object.keys(res.body.error.fields ?? {})).toEqual(['photoURL']);
      }
      expect((await firestore().collection('users').doc(user.uid).get()).exists).toBe(false);
      const ok = await api<{ user: { photoURL: string } }>('/users', {
        token: user.idToken,
        body: { photoURL: 'https://example.com/me.png' },
      });
      expect(ok.body.user.photoURL).toBe('https://example.com/me.png');
    });
  });

  describe('a refused Settings save', () => {
    it('changes neither the Auth display name nor the stored settings', async () => {
      const user = await createTestUser('Original Name');
      await api('/settings', { token: user.idToken, method: 'PUT', body: { phone: '+1 555 0100' } });
      const before = (await api('/settings', { token: user.idToken })).body;
      for (const body of [
        { fullName: 'x \ud800' },
        { fullName: 'New Name', phone: 'x\u0000' },
        { fullName: 'New\u0000Name', darkMode: true },
        { fullName: '\u200B' },
      ]) {
        const res = await api<ErrorBody>('/settings', { token: user.idToken, method: 'PUT', body });
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
      expect((await api('/settings', { token: user.idToken })).body).toEqual(before);
      expect(tokenName(await signInWithPassword(user.email, user.password))).toBe('Original Name');
    });

    it('while a good one changes both', async () => {
      const user = await createTestUser('Original Name');
      const res = await api<{ settings: { fullName: string } }>('/settings', {
        token: user.idToken,
        method: 'PUT',
        body: { fullName: 'Zoe\u0308 Mu\u0308ller' },
      });
      expect(res.status).toBe(200);
      expect(res.body.settings.fullName).toBe('Zoë Müller');
      expect(tokenName(await signInWithPassword(user.email, user.password))).toBe('Zoë Müller');
    });
  });

  describe('refused text stores nothing', () => {
    it.each([
      ['a lone surrogate', 'x \ud800'],
      ['NUL', 'Help\u0000me'],
      ['invisible characters only', '\u200B\u2060'],
    ])('POST /tickets with %s in the subject answers 400', async (_label, subject) => {
      const user = await createTestUser();
      const res = await api<ErrorBody>('/tickets', { token: user.idToken, body: { subject, category: 'Other', description: 'Text' } });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {})).toEqual(['subject']);
      expect((await api<{ tickets: unknown[] }>('/tickets', { token: user.idToken })).body.tickets).toEqual([]);
    });

    it('POST /payment-methods refuses a lone surrogate in the holder and a month of [12]', async () => {
      const user = await createTestUser();
      const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, holder: 'Ann Lee' };
      expect((await api('/payment-methods', { token: user.idToken, body: { ...card, holder: 'x \ud800' } })).status).toBe(400);
      for (const expMonth of [[12], true, '0x0C']) {
        expect((await api('/payment-methods', { token: user.idToken, body: { ...card, expMonth } })).status, JSON.stringify(expMonth)).toBe(
          400,
        );
      }
      expect((await api<{ paymentMethods: unknown[] }>('/payment-methods', { token: user.idToken })).body.paymentMethods).toEqual([]);
    });
  });

  describe('content types', () => {
    it('POST /cases opens nothing from XML, a form or raw bytes', async () => {
      const user = await createTestUser();
      const bodies: [string, string][] = [
        ['application/xml', '<case/>'],
        [
          `multipart/form-data; boundary=${BOUNDARY}`,
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="chatId"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
        ],
        ['application/octet-stream', 'raw bytes'],
      ];
      for (const [type, body] of bodies) expect((await rawPost('/cases', user.idToken, type, body)).status, type).toBe(415);
      expect((await api<{ cases: unknown[] }>('/cases', { token: user.idToken })).body.cases).toEqual([]);
    });
  });

  describe('JSON depth', () => {
    it('answers 400 for a tool result 5,000 levels deep, for any chat', async () => {
      const body = `{"name":"check_eligibility","result":${'['.repeat(5000)}${']'.repeat(5000)}}`;
      const res = await rawPost(`/chats/${randomUUID()}/interactions/call-1/result`, alice.idToken, 'application/json', body);
      expect(res.status).toBe(400);
    });
  });
});
