// What the launcher seeds must read back through the schemas, or the demo user and the reference content would be
// skipped as malformed. The demo seed modules are loaded by URL: functions/ compiles with rootDir src, and a static
// import would pull emulators/ into that program. The content is the package's (functions/src/content/).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contentPackage } from '../content/package';
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

  it('the reference content all decodes, as the content package writes it', () => {
    const content = contentPackage();
    const check = (schema: z.ZodType, docs: ReadonlyMap<string, unknown>) =>
      docs.forEach((doc, id) => expect(schema.safeParse(doc).success, id).toBe(true));
    check(articleDocSchema, content.articles);
    check(newsDocSchema, content.news);
    check(glossaryDocSchema, content.glossary);
    check(faqDocSchema, content.faq);
    check(commonQuestionDocSchema, content.commonQuestions);
  });
});
