// The contract client against a fake network: what it sends for a call, what it makes of the answer, and the
// answer check that unit tests and development run (lib/api-answer-check.ts).
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { AnswerOutsideContract } from './api-answer-check';
import { createApi } from './api';

/** A client whose network answers `answer` and remembers what it was sent. */
function fakeApi(answer: (request: Request) => Response | Promise<Response>) {
  const sent: Request[] = [];
  const api = createApi({
    baseUrl: 'http://api.test/api',
    fetch: async (request) => {
      sent.push(request);
      return answer(request);
    },
  });
  return { api, sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const NOTIFICATION = { id: 'n1', message: 'Hello', keyed: null, link: null, read: false, createdAt: '2026-01-01T00:00:00.000Z' };

describe('the contract client', () => {
  it('fills in path ids and the query, and answers the data', async () => {
    const { api, sent } = fakeApi(() => json({ cases: [], total: 0, page: 2, pageSize: 5, statusProvider: 'manual' }));
    const page = await api.GET('/cases', { params: { query: { view: 'cases', page: 2, pageSize: 5, q: 'a b' } } });
    expect(page.page).toBe(2);
    expect(sent[0]?.url).toBe('http://api.test/api/cases?view=cases&page=2&pageSize=5&q=a+b');

    const ids = fakeApi(() => json({ count: 3 }));
    await ids.api.GET('/notifications/unread-count');
    const invoice = fakeApi(() => new Response('%PDF', { headers: { 'content-type': 'application/pdf' } }));
    const pdf = await invoice.api.GET('/invoices/{id}/pdf', { params: { path: { id: 'a/b c' } }, parseAs: 'blob' });
    expect(invoice.sent[0]?.url).toBe('http://api.test/api/invoices/a%2Fb%20c/pdf');
    expect(await pdf.text()).toBe('%PDF');
  });

  it('sends a JSON body as JSON and a form as multipart', async () => {
    const { api, sent } = fakeApi(() => json({ caseId: 'c1' }, 200));
    await api.POST('/cases', { body: { chatId: 'chat-1' } });
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
    expect(await sent[0]?.text()).toBe('{"chatId":"chat-1"}');

    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'application/pdf' }), 'a.pdf');
    const upload = fakeApi(() => json({}, 400));
    await expect(upload.api.POST('/cases/{id}/attachments', { params: { path: { id: 'c1' } }, body: form })).rejects.toThrow();
    expect(upload.sent[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('answers a failed call as the ApiError of its body', async () => {
    const { api } = fakeApi(() =>
      json({ error: { code: 'invalid-argument', message: 'Invalid input', fields: { status: 'Status must be one of All' } } }, 400),
    );
    const error = await api.GET('/cases', { params: { query: { status: 'All' } } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid-argument',
      message: 'Invalid input',
      fields: { status: 'Status must be one of All' },
    });
  });

  it('passes an answer that matches its contract', async () => {
    const { api } = fakeApi(() => json({ notifications: [NOTIFICATION], unreadCount: 1 }));
    expect((await api.GET('/notifications')).notifications).toEqual([NOTIFICATION]);
  });

  it('fails a call whose answer is outside its contract, naming the route and the difference', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The server renamed a field the bell reads.
    const renamed = fakeApi(() => json({ unread: 3 }));
    const error = await renamed.api.GET('/notifications/unread-count').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerOutsideContract);
    expect(String(error)).toMatch(/GET \/notifications\/unread-count \(200\)[\s\S]*count/);

    // A stored field leaked into a notification.
    const leaked = fakeApi(() => json({ notifications: [{ ...NOTIFICATION, ownerUid: 'u1' }], unreadCount: 1 }));
    await expect(leaked.api.GET('/notifications')).rejects.toThrow(/Unrecognized key: "ownerUid"/);
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});

describe('the client types', () => {
  it('come from the contracts: their paths, path ids, bodies and answers (checked by tsc)', async () => {
    const { api } = fakeApi(() => json({ count: 1 }));
    const count: number = (await api.GET('/notifications/unread-count')).count;
    const calls = [
      // @ts-expect-error a route without a contract
      () => api.GET('/no-such-route'),
      // @ts-expect-error the case id is required
      () => api.GET('/cases/{id}'),
      // @ts-expect-error GET has no body, and /notifications takes no PUT
      () => api.PUT('/notifications', { body: {} }),
      // @ts-expect-error the answer has no such field
      async () => (await api.GET('/notifications/unread-count')).unread,
      // @ts-expect-error a file answer is read as a Blob
      () => api.GET('/invoices/{id}/pdf', { params: { path: { id: 'i1' } } }),
      // @ts-expect-error not a field of the query
      () => api.GET('/cases', { params: { query: { sort: 'name' } } }),
    ];
    expect([count, calls.length]).toEqual([1, 6]);
  });
});
