// The lists the docs name, read from the code: the web's features (web/src/features/*) and the Firestore collections
// the server uses (every `.collection()` and `.collectionGroup()` call in functions/src/data, the only layer that
// touches Firestore). docs-lists.test.ts compares the docs with them; `npm run docs:lists` rewrites the generated
// block of docs/data-model.md from them.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export const ROOT = join(import.meta.dirname, '../..');

const FEATURES_DIR = join(ROOT, 'web/src/features');
const DATA_DIR = join(ROOT, 'functions/src/data');
const ACCOUNT_DATA_REPO = join(DATA_DIR, 'account-data-repo.ts');

/** The feature folders of the web app, sorted. */
export function webFeatures(): string[] {
  return readdirSync(FEATURES_DIR)
    .filter((name) => statSync(join(FEATURES_DIR, name)).isDirectory())
    .sort();
}

export interface FirestoreCollection {
  name: string;
  /** Named by `firestore.collection(name)`. */
  topLevel: boolean;
  /** Named under a document (`ref.collection(name)`) or as a collection group. */
  subcollection: boolean;
  /**
   * Exported by 'Download my data' and deleted by 'Delete my account': listed in USER_COLLECTIONS (as a collection or
   * a subcollection), or named by data/account-data-repo.ts itself (the profile in `users`).
   */
  accountData: boolean;
  /** The data/ modules that name it, relative to functions/src/data. */
  files: string[];
}

export interface CollectionScan {
  collections: FirestoreCollection[];
  /** Calls whose name is not a known string: each must be one the scan can account for (see DYNAMIC_CALLS). */
  unresolved: Array<{ file: string; line: number; call: string }>;
}

/**
 * Calls that take their name from a list the scan reads itself: account-data-repo.ts walks USER_COLLECTIONS (and
 * each entry's subcollections), whose names the scan checks are all named elsewhere too.
 */
const DYNAMIC_CALLS = new Set(['account-data-repo.ts']);

function dataModules(): string[] {
  return readdirSync(DATA_DIR)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(DATA_DIR, name));
}

function compilerOptions(): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'functions/tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error('functions/tsconfig.json could not be read');
  return { ...parsed.options, noEmit: true };
}

/** The string values a name argument can take, or undefined when its type is wider than a union of literals. */
function literalValues(checker: ts.TypeChecker, node: ts.Expression): string[] | undefined {
  const type = checker.getTypeAtLocation(node);
  const parts = type.isUnion() ? type.types : [type];
  const values: string[] = [];
  for (const part of parts) {
    if (!part.isStringLiteral()) return undefined;
    values.push(part.value);
  }
  return values;
}

/** USER_COLLECTIONS' collections and subcollections, read from its object literal. */
function accountDataNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'USER_COLLECTIONS' && node.initializer) {
      const literal = node.initializer;
      if (!ts.isObjectLiteralExpression(literal)) throw new Error('USER_COLLECTIONS is no longer an object literal');
      for (const property of literal.properties) {
        if (!ts.isPropertyAssignment(property)) throw new Error('USER_COLLECTIONS holds an entry that is not `name: [...]`');
        names.add(property.name.getText(source).replace(/^['"]|['"]$/g, ''));
        if (!ts.isArrayLiteralExpression(property.initializer)) throw new Error('a USER_COLLECTIONS entry is not an array');
        for (const element of property.initializer.elements) {
          if (!ts.isStringLiteral(element)) throw new Error('a USER_COLLECTIONS subcollection is not a string literal');
          names.add(element.text);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (names.size === 0) throw new Error('USER_COLLECTIONS was not found in data/account-data-repo.ts');
  return names;
}

/** Every Firestore collection functions/src/data names, with where and how. */
export function firestoreCollections(): CollectionScan {
  const program = ts.createProgram(dataModules(), compilerOptions());
  const checker = program.getTypeChecker();
  const found = new Map<string, FirestoreCollection>();
  const unresolved: CollectionScan['unresolved'] = [];
  let accountData: Set<string> | undefined;

  for (const source of program.getSourceFiles()) {
    if (!source.fileName.startsWith(DATA_DIR) || source.fileName.endsWith('.test.ts')) continue;
    const file = relative(DATA_DIR, source.fileName);
    if (source.fileName === ACCOUNT_DATA_REPO) accountData = accountDataNames(source);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.arguments[0]) {
        const method = node.expression.name.text;
        if (method === 'collection' || method === 'collectionGroup') {
          const receiver = checker.getTypeAtLocation(node.expression.expression).getSymbol()?.getName();
          // Firestore's own: a query's `.collection` does not exist, so the receiver is the database or a document.
          if (receiver === 'Firestore' || receiver === 'DocumentReference') {
            const names = literalValues(checker, node.arguments[0]);
            if (!names) {
              const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
              unresolved.push({ file, line: line + 1, call: node.getText(source) });
            }
            for (const name of names ?? []) {
              const entry = found.get(name) ?? { name, topLevel: false, subcollection: false, accountData: false, files: [] };
              if (method === 'collection' && receiver === 'Firestore') entry.topLevel = true;
              else entry.subcollection = true;
              if (!entry.files.includes(file)) entry.files.push(file);
              found.set(name, entry);
            }
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  if (!accountData) throw new Error('data/account-data-repo.ts was not part of the scan');
  for (const name of accountData) {
    const entry = found.get(name);
    // A USER_COLLECTIONS name no other call uses would be a collection only the dynamic walk names.
    if (!entry) throw new Error(`USER_COLLECTIONS names '${name}', which no data/ module names itself`);
    entry.accountData = true;
  }
  for (const entry of found.values()) if (entry.files.includes(relative(DATA_DIR, ACCOUNT_DATA_REPO))) entry.accountData = true;
  const collections = [...found.values()]
    .map((entry) => ({ ...entry, files: entry.files.sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { collections, unresolved: unresolved.filter((call) => !DYNAMIC_CALLS.has(call.file)) };
}

const yes = (flag: boolean): string => (flag ? 'yes' : '');

/** The collections as the markdown table docs/data-model.md carries between its collections markers. */
export function collectionsTable(collections: readonly FirestoreCollection[]): string {
  const rows = collections.map((c) => {
    const where = [c.topLevel ? 'top level' : '', c.subcollection ? 'subcollection' : ''].filter(Boolean).join(', ');
    const files = c.files.map((file) => `\`${file}\``).join(', ');
    return `| \`${c.name}\` | ${where} | ${yes(c.accountData)} | ${files} |`;
  });
  return ['| Collection | Where | Account data | Named in `functions/src/data/` |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

export interface MarkedBlock {
  start: string;
  end: string;
}

export const COLLECTIONS_BLOCK: MarkedBlock = { start: '<!-- collections:start -->', end: '<!-- collections:end -->' };
export const FEATURES_BLOCK: MarkedBlock = { start: '<!-- features:start -->', end: '<!-- features:end -->' };

/** The text between a block's markers, without the line breaks next to them. */
export function blockContent(text: string, block: MarkedBlock, file: string): string {
  const start = text.indexOf(block.start);
  const end = text.indexOf(block.end);
  if (start < 0 || end < start) throw new Error(`${file} lacks ${block.start} … ${block.end}`);
  return text.slice(start + block.start.length, end).trim();
}

/** The text with a block's content replaced. */
export function replaceBlock(text: string, block: MarkedBlock, content: string, file: string): string {
  blockContent(text, block, file);
  const start = text.indexOf(block.start) + block.start.length;
  return `${text.slice(0, start)}\n${content}\n${text.slice(text.indexOf(block.end))}`;
}
