import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../emulators/lib/paths';
import { API_URL, api, signInWithPassword, createTestUser, type TestUser } from '../support/stack';

interface Doc {
  name: string;
  path: string;
  size: number;
  contentType: string;
  uploadedAt: string;
  caseId: string | null;
}

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const MB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]);
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('\0\0[Content_Types].xml\0\0word/document.xml\0')]);

async function upload<T = { document: Doc }>(
  token: string,
  file: { bytes: Buffer; name: string; type: string } | null,
  fields: Record<string, string> = {},
  field = 'file',
): Promise<{ status: number; body: T }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${API_URL}/documents`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as T };
}

const content = (token: string, name: string) =>
  fetch(`${API_URL}/documents/${encodeURIComponent(name)}/content`, { headers: { authorization: `Bearer ${token}` } });

describe('documents in Cloud Storage', () => {
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([createTestUser(), createTestUser()]);
  });

  it('needs a token', async () => {
    expect((await api('/documents')).status).toBe(401);
    expect((await api('/documents/a.pdf/content')).status).toBe(401);
    expect((await api('/documents/a.pdf', { method: 'DELETE' })).status).toBe(401);
  });

  it('starts empty', async () => {
    expect((await api('/documents', { token: bob.idToken })).body).toEqual({ documents: [] });
  });

  it('uploads PDF, DOCX, JPG and PNG, lists them, and serves them back', async () => {
    const files = [
      { bytes: PDF, name: 'Passport Scan.pdf', type: 'application/pdf', stored: 'Passport-Scan.pdf' },
      {
        bytes: DOCX,
        name: 'letter.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        stored: 'letter.docx',
      },
      { bytes: JPEG, name: 'photo.jpeg', type: 'image/jpeg', stored: 'photo.jpeg' },
      { bytes: PNG, name: 'card.png', type: 'image/png', stored: 'card.png' },
    ];
    for (const file of files) {
      const res = await upload(alice.idToken, file);
      expect(res.status, file.name).toBe(201);
      expect(res.body.document).toMatchObject({
        name: file.stored,
        path: `users/${alice.uid}/documents/${file.stored}`,
        size: file.bytes.length,
        caseId: null,
      });
      expect(Date.parse(res.body.document.uploadedAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    const list = await api<{ documents: Doc[] }>('/documents', { token: alice.idToken });
    expect(list.body.documents.map((d) => d.name).sort()).toEqual(files.map((f) => f.stored).sort());

    const pdf = await content(alice.idToken, 'Passport-Scan.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('inline; filename="Passport-Scan.pdf"');
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true);

    const download = await fetch(`${API_URL}/documents/card.png/content?download=1`, {
      headers: { authorization: `Bearer ${alice.idToken}` },
    });
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="card.png"');
    expect((await api('/documents/card.png/content?download=maybe', { token: alice.idToken })).status).toBe(400);
  });

  it('keeps both files when a name is uploaded twice, and makes unsafe names safe', async () => {
    const user = await createTestUser();
    const first = await upload(user.idToken, { bytes: PDF, name: 'same.pdf', type: 'application/pdf' });
    const second = await upload(user.idToken, { bytes: PDF, name: 'same.pdf', type: 'application/pdf' });
    expect([first.body.document.name, second.body.document.name]).toEqual(['same.pdf', 'same-2.pdf']);
    const sneaky = await upload(user.idToken, { bytes: PDF, name: '../../../etc/evil.pdf', type: 'application/pdf' });
    expect(sneaky.status).toBe(201);
    expect(sneaky.body.document.path).toBe(`users/${user.uid}/documents/evil.pdf`);
    // A generic type is judged by the extension, and still by the bytes.
    const generic = await upload(user.idToken, { bytes: DOCX, name: 'cv.docx', type: 'application/octet-stream' });
    expect(generic.status).toBe(201);
    expect(generic.body.document.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('answers 415 for other types, by declared type and by content', async () => {
    const cases = [
      { bytes: Buffer.from('hello'), name: 'notes.txt', type: 'text/plain' },
      { bytes: Buffer.from('MZ\x90\x00 program'), name: 'invoice.pdf', type: 'application/pdf' },
      { bytes: PNG, name: 'picture.pdf', type: 'application/pdf' },
      { bytes: PDF, name: 'doc.pdf', type: 'image/png' },
      {
        bytes: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('just-a.zip')]),
        name: 'a.docx',
        type: 'application/octet-stream',
      },
      { bytes: Buffer.from('<svg/>'), name: 'x.svg', type: 'image/svg+xml' },
    ];
    for (const file of cases) {
      const res = await upload<ErrorBody>(bob.idToken, file);
      expect(res.status, file.name).toBe(415);
      expect(res.body.error.message).toBe('Only PDF, DOCX, JPG and PNG files are accepted.');
    }
    const json = await api<ErrorBody>('/documents', { token: bob.idToken, body: { name: 'x.pdf' } });
    expect(json.status).toBe(415);
    expect((await api('/documents', { token: bob.idToken })).body).toEqual({ documents: [] });
  });

  it('answers 413 over 10 MB', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * MB + 1 - PDF.length, 0x20)]);
    const res = await upload<ErrorBody>(bob.idToken, { bytes: big, name: 'big.pdf', type: 'application/pdf' });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('Files must be 10 MB or smaller.');
    expect((await api('/documents', { token: bob.idToken })).body).toEqual({ documents: [] });
  });

  it('answers 400 without a file, or with a bad caseId', async () => {
    const none = await upload<ErrorBody>(bob.idToken, null, { caseId: 'case-1' });
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toEqual({ file: 'Choose a file to upload' });
    const empty = await upload<ErrorBody>(bob.idToken, { bytes: Buffer.alloc(0), name: 'empty.pdf', type: 'application/pdf' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ file: 'The file is empty' });
    const wrongField = await upload<ErrorBody>(bob.idToken, { bytes: PDF, name: 'a.pdf', type: 'application/pdf' }, {}, 'upload');
    expect(wrongField.status).toBe(400);
    const badCase = await upload<ErrorBody>(bob.idToken, { bytes: PDF, name: 'a.pdf', type: 'application/pdf' }, { caseId: '../x' });
    expect(badCase.status).toBe(400);
    expect(Object.keys(badCase.body.error.fields ?? {})).toEqual(['caseId']);
    expect((await api<ErrorBody>('/documents?caseId=a/b', { token: bob.idToken })).status).toBe(400);
  });

  it('filters by caseId', async () => {
    const user = await createTestUser();
    // A document is attached only to a case of the caller's (tests/integration/input-hardening.test.ts checks the 404s).
    const { caseId } = (await api<{ caseId: string }>('/cases', { token: user.idToken, body: {} })).body;
    expect((await upload(user.idToken, { bytes: PDF, name: 'for-case.pdf', type: 'application/pdf' }, { caseId })).status).toBe(201);
    await upload(user.idToken, { bytes: PDF, name: 'other.pdf', type: 'application/pdf' });
    const res = await api<{ documents: Doc[] }>(`/documents?caseId=${caseId}`, { token: user.idToken });
    expect(res.body.documents.map((d) => [d.name, d.caseId])).toEqual([['for-case.pdf', caseId]]);
    expect((await api<{ documents: Doc[] }>('/documents', { token: user.idToken })).body.documents).toHaveLength(2);
  });

  it('keeps files to their owner, and deletes them', async () => {
    await upload(alice.idToken, { bytes: PDF, name: 'private.pdf', type: 'application/pdf' });
    expect((await content(bob.idToken, 'private.pdf')).status).toBe(404);
    const bobDelete = await api<ErrorBody>('/documents/private.pdf', { token: bob.idToken, method: 'DELETE' });
    expect(bobDelete.status).toBe(404);
    expect(bobDelete.body.error.message).toBe('Document not found.');
    expect((await content(alice.idToken, 'private.pdf')).status).toBe(200);

    for (const name of ['../private.pdf', '.hidden', 'a..b.pdf', 'no-such.pdf']) {
      expect((await content(alice.idToken, name)).status, name).toBe(404);
    }

    const removed = await api('/documents/private.pdf', { token: alice.idToken, method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await content(alice.idToken, 'private.pdf')).status).toBe(404);
    expect((await api('/documents/private.pdf', { token: alice.idToken, method: 'DELETE' })).status).toBe(404);
  });

  it("has the spec's three sample files for the demo user", async () => {
    const token = await signInWithPassword(DEMO_USER.email, DEMO_USER.password);
    const res = await api<{ documents: Doc[] }>('/documents', { token });
    const names = res.body.documents.map((d) => d.name);
    expect(names).toEqual(expect.arrayContaining(['passport-scan.pdf', 'birth-certificate.pdf', 'i-94-record.pdf']));
    const file = await content(token, 'i-94-record.pdf');
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
