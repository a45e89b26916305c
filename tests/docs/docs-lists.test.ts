// The lists in the docs are the code's: the features docs/ARCHITECTURE.md names are the folders of web/src/features,
// and the collections of docs/data-model.md are the ones functions/src/data names (its table is written by
// `npm run docs:lists`, and each collection has a section).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  blockContent,
  COLLECTIONS_BLOCK,
  collectionsTable,
  FEATURES_BLOCK,
  firestoreCollections,
  ROOT,
  webFeatures,
  type CollectionScan,
} from './code-lists';

const ARCHITECTURE = 'docs/ARCHITECTURE.md';
const DATA_MODEL = 'docs/data-model.md';
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

/** The names in the first column of a markdown table's rows, where that cell is inline code. */
const firstColumnNames = (table: string): string[] =>
  table
    .split('\n')
    .map((row) => /^\|\s*`([^`]+)`\s*\|/.exec(row)?.[1])
    .filter((name): name is string => name !== undefined);

/** The collection names the `###` headings of a doc's "Firestore" section give in inline code (`cases/{caseId}/discussion/{id}`). */
function collectionsWithSections(text: string): string[] {
  const section = /^## Firestore\n([\s\S]*?)(?=^## )/m.exec(text)?.[1] ?? '';
  const names = new Set<string>();
  for (const heading of section.match(/^### .*$/gm) ?? []) {
    for (const [, path = ''] of heading.matchAll(/`([^`]+)`/g)) {
      // A document path alternates collection and document: `chats/{chatId}/messages/{messageId}`.
      path.split('/').forEach((segment, index) => index % 2 === 0 && names.add(segment));
    }
  }
  return [...names].sort();
}

describe('lists in the docs', () => {
  it(`${ARCHITECTURE} names every web feature and no other`, () => {
    const named = firstColumnNames(blockContent(read(ARCHITECTURE), FEATURES_BLOCK, ARCHITECTURE));
    expect([...named].sort(), `the features table of ${ARCHITECTURE} against web/src/features/*`).toEqual(webFeatures());
  });

  describe('Firestore collections', () => {
    let scan: CollectionScan;
    beforeAll(() => {
      scan = firestoreCollections();
    }, 120_000);

    it('every collection name in functions/src/data is one the scan can read', () => {
      expect(scan.unresolved).toEqual([]);
      expect(scan.collections.map((c) => c.name)).toContain('cases');
    });

    it(`${DATA_MODEL}'s table is the code's (run npm run docs:lists after changing a collection)`, () => {
      expect(blockContent(read(DATA_MODEL), COLLECTIONS_BLOCK, DATA_MODEL)).toBe(collectionsTable(scan.collections));
    });

    it(`${DATA_MODEL} has a section for every collection and none for a collection the code does not use`, () => {
      expect(collectionsWithSections(read(DATA_MODEL))).toEqual(scan.collections.map((c) => c.name).sort());
    });
  });
});
