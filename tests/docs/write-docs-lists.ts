// `npm run docs:lists`: rewrites the generated lists of the docs from the code (docs/data-model.md's collections
// table), so a changed collection is one command away from documented. docs-lists.test.ts fails until it is run.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLLECTIONS_BLOCK, collectionsTable, firestoreCollections, replaceBlock, ROOT } from './code-lists';

const DATA_MODEL = 'docs/data-model.md';

const scan = firestoreCollections();
if (scan.unresolved.length > 0) {
  for (const call of scan.unresolved)
    console.error(`functions/src/data/${call.file}:${call.line}: cannot tell which collection ${call.call} names`);
  process.exit(1);
}
const path = join(ROOT, DATA_MODEL);
const before = readFileSync(path, 'utf8');
const after = replaceBlock(before, COLLECTIONS_BLOCK, collectionsTable(scan.collections), DATA_MODEL);
if (after !== before) writeFileSync(path, after);
console.log(`${DATA_MODEL}: ${scan.collections.length} collections${after === before ? ', unchanged' : ', table rewritten'}`);
