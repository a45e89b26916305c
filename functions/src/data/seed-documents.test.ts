// What the launcher seeds must read back through the schemas, or the demo user and the reference content would be
// skipped as malformed. The seed modules are loaded by URL: functions/ compiles with rootDir src, and a static import
// would pull emulators/ into that program (as in ai/offline/offline-provider.test.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { articleDocSchema, commonQuestionDocSchema, faqDocSchema, glossaryDocSchema, newsDocSchema } from './content-documents';
import { invoiceDocSchema } from './invoices-repo';
import { notificationDocSchema } from './notifications-repo';
import { paymentMethodDocSchema } from './payment-methods-repo';
import { paymentDocSchema } from './payments-repo';
import { ticketDocSchema, ticketMessageDocSchema } from './tickets-repo';

const SEED_DIR = path.resolve(__dirname, '../../../emulators/seed');

async function seedExport(file: string, name: string): Promise<unknown> {
  const mod: unknown = await import(pathToFileURL(path.join(SEED_DIR, file)).href);
  return typeof mod === 'object' && mod !== null ? (mod as Record<string, unknown>)[name] : undefined;
}

async function seedArray(file: string, name: string): Promise<unknown[]> {
  const value = await seedExport(file, name);
  if (!Array.isArray(value)) throw new Error(`${file} does not export an array ${name}`);
  return value;
}

/** The documents seedDemoRecords writes, captured by a stand-in for the few Firestore calls it makes. */
async function seededDemoRecords(): Promise<Array<{ path: string; data: unknown }>> {
  const seed = await seedExport('demo-records.ts', 'seedDemoRecords');
  if (typeof seed !== 'function') throw new Error('demo-records.ts does not export seedDemoRecords');
  const written: Array<{ path: string; data: unknown }> = [];
  interface Ref {
    path: string;
    collection: (name: string) => { doc: (id: string) => Ref };
  }
  const ref = (refPath: string): Ref => ({ path: refPath, collection: (name) => ({ doc: (id) => ref(`${refPath}/${name}/${id}`) }) });
  const db = {
    collection: (name: string) => ({ doc: (id: string) => ref(`${name}/${id}`) }),
    batch: () => ({ set: (target: Ref, data: unknown) => written.push({ path: target.path, data }), commit: () => Promise.resolve() }),
  };
  await seed(db, 'demo-uid');
  return written;
}

const DEMO_SCHEMAS: Record<string, z.ZodType> = {
  notifications: notificationDocSchema,
  invoices: invoiceDocSchema,
  payments: paymentDocSchema,
  paymentMethods: paymentMethodDocSchema,
  tickets: ticketDocSchema,
  'tickets/messages': ticketMessageDocSchema,
};

describe('seeded documents', () => {
  it("the demo user's records all decode", async () => {
    const written = await seededDemoRecords();
    expect(written.length).toBeGreaterThan(10);
    for (const { path: docPath, data } of written) {
      // notifications/n1 -> notifications; tickets/t1/messages/m1 -> tickets/messages
      const kind = docPath
        .split('/')
        .filter((_, index) => index % 2 === 0)
        .join('/');
      const schema = DEMO_SCHEMAS[kind];
      expect(schema, docPath).toBeDefined();
      expect(schema?.safeParse(data).success, docPath).toBe(true);
    }
  });

  it('the reference content all decodes', async () => {
    const check = (schema: z.ZodType, items: unknown[]) =>
      items.forEach((item, index) => expect(schema.safeParse(item).success, `item ${index}`).toBe(true));
    check(articleDocSchema, await seedArray('content/articles.ts', 'ARTICLES'));
    check(newsDocSchema, await seedArray('content/news.ts', 'NEWS'));
    check(glossaryDocSchema, await seedArray('content/glossary.ts', 'GLOSSARY'));
    // content-seed.ts adds each FAQ entry's order.
    check(
      faqDocSchema,
      (await seedArray('content/faq.ts', 'FAQ')).map((entry, index) => ({ ...(entry as object), order: index + 1 })),
    );
    check(commonQuestionDocSchema, await seedArray('content/common-questions.ts', 'COMMON_QUESTIONS'));
  });
});
