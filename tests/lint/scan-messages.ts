// Finds the user-facing English messages written in the server's source, by where they are written: the arguments of the domain error factories,
// zod's custom messages (`error`, `message`, `messages`, a check's message argument), notifications, the records the
// server stores (case timeline entries, discussion system lines) and the constants they use. A template literal becomes a catalog pattern, each `${…}` written as `{}`. Used by the catalog test.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Where a message was found: an error factory's argument, a schema's message, a notification, a device name
 * (domain/account/device.ts), a text message's body, a stored record already keyed (`keyed-record`: a discussion
 * system line, a case timeline entry). Every one takes a keyed Message (docs/i18n.md), so any English found there is
 * a mistake.
 */
export type MessageKind = 'error' | 'schema' | 'notification' | 'device' | 'sms' | 'keyed-record';

export interface FoundMessage {
  kind: MessageKind;
  /** The English text, or the pattern with `{}` for each interpolation. */
  text: string;
  /** Whether `text` is a pattern. */
  pattern: boolean;
  file: string;
  line: number;
}

const ERROR_FACTORIES = new Set([
  'badRequest',
  'unauthenticated',
  'notFound',
  'conflict',
  'payloadTooLarge',
  'unsupportedMediaType',
  'tooManyRequests',
  'unavailable',
  'parseInput',
]);
/** Functions that return a timeline entry's Message. */
const EVENT_WRITERS = new Set(['moveEvent', 'timelineEvent', 'reviewAddedEvent']);
/** Functions that make a timeline entry (or its text) of a Message, and the position of that argument. */
const ENTRY_MAKERS = new Map([
  ['entryNow', 0],
  ['timelineText', 0],
  ['timelineEntry', 2],
]);
/** zod checks whose last argument may be a message. */
const CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'multipleOf',
  'gte',
  'lte',
  'gt',
  'lt',
  'int',
  'positive',
  'nonnegative',
  'email',
  'url',
  'startsWith',
  'endsWith',
  'includes',
  'nonempty',
]);
const MESSAGE_PROPERTIES = new Set(['error', 'message', 'messages']);
/** Calls whose `message` is not shown to users. */
const LOG_CALLS = new Set([
  'info',
  'warn',
  'error',
  'debug',
  'emit',
  'json',
  'createNotification',
  'notificationWrite',
  'respond',
  'reply',
  'ack',
]);

/** Every non-test .ts file under `root`. */
function sourceFiles(root: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing' && entry.name !== 'i18n') out.push(...sourceFiles(path));
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Each value a function body returns, not counting the functions nested in it. */
function forEachReturned(body: ts.Node, each: (value: ts.Expression) => void): void {
  const visit = (child: ts.Node) => {
    if (ts.isReturnStatement(child)) {
      if (child.expression) each(child.expression);
    } else if (!ts.isFunctionLike(child)) ts.forEachChild(child, visit);
  };
  ts.forEachChild(body, visit);
}

/** A string or template expression as catalog text; conditionals and arrow functions give each branch. */
function texts(node: ts.Node, constants: Map<string, ts.Expression>, seen = new Set<ts.Node>()): { text: string; pattern: boolean }[] {
  if (seen.has(node)) return [];
  seen.add(node);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ text: node.text, pattern: false }];
  if (ts.isTemplateExpression(node)) {
    const text = node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
    return [{ text, pattern: true }];
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return texts(node.expression, constants, seen);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = texts(node.left, constants, seen);
    const right = texts(node.right, constants, seen);
    return left.flatMap((l) => right.map((r) => ({ text: l.text + r.text, pattern: l.pattern || r.pattern })));
  }
  if (ts.isConditionalExpression(node)) return [...texts(node.whenTrue, constants, seen), ...texts(node.whenFalse, constants, seen)];
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
    if (ts.isBlock(node.body)) {
      const found: { text: string; pattern: boolean }[] = [];
      forEachReturned(node.body, (value) => found.push(...texts(value, constants, seen)));
      return found;
    }
    return texts(node.body, constants, seen);
  }
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? texts(p.initializer, constants, seen) : []));
  }
  if (ts.isIdentifier(node)) {
    const value = constants.get(node.text);
    return value ? texts(value, constants, seen) : [];
  }
  return [];
}

const calleeName = (call: ts.CallExpression): string | undefined => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
};

/** The messages of one file. */
export function scanSource(file: string, source: string): FoundMessage[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const constants = new Map<string, ts.Expression>();
  const collectConstants = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) constants.set(node.name.text, node.initializer);
    ts.forEachChild(node, collectConstants);
  };
  collectConstants(sf);
  const found: FoundMessage[] = [];
  const add = (node: ts.Node, kind: MessageKind) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    for (const t of texts(node, constants)) if (/[A-Za-z]{2}/.test(t.text)) found.push({ ...t, kind, file, line });
  };
  const visit = (node: ts.Node) => {
    // The text helpers' default messages (shared/text.ts, schema-helpers.ts).
    if (
      (ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node)) &&
      node.name &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'textMessages'
    ) {
      const objects = (child: ts.Node) => {
        if (ts.isObjectLiteralExpression(child)) {
          for (const p of child.properties)
            if (ts.isPropertyAssignment(p) && !ts.isObjectLiteralExpression(p.initializer)) add(p.initializer, 'schema');
        }
        ts.forEachChild(child, objects);
      };
      ts.forEachChild(node, objects);
    }
    // Functions that say what is wrong with a value (`receiptNumberProblem`, `cardProblem`): their returned texts.
    if (ts.isFunctionDeclaration(node) && node.name && /Problem$/.test(node.name.text) && node.body) {
      forEachReturned(node.body, (value) => {
        if (ts.isObjectLiteralExpression(value)) {
          for (const p of value.properties)
            if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'message') add(p.initializer, 'schema');
        } else if (!(ts.isStringLiteral(value) && /^[a-z-]+$/.test(value.text))) add(value, 'schema'); // not a code ('missing')
      });
    }
    // Stored records: a case timeline entry is a Message (domain/cases/timeline-text.ts), so is its `event` written
    // by hand ({ date, event, by }) and what the functions that write one return (`moveEvent`, `timelineEvent`);
    // the discussion's system lines take a Message too.
    if (ts.isObjectLiteralExpression(node) && node.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'by')) {
      for (const p of node.properties) {
        if (!p.name || !ts.isIdentifier(p.name) || p.name.text !== 'event') continue;
        if (ts.isPropertyAssignment(p)) add(p.initializer, 'keyed-record');
        else if (ts.isShorthandPropertyAssignment(p)) add(p.name, 'keyed-record');
      }
    }
    if (ts.isFunctionDeclaration(node) && node.name && EVENT_WRITERS.has(node.name.text) && node.body)
      forEachReturned(node.body, (value) => add(value, 'keyed-record'));
    // A device's name is a Message, rendered in each reader's language.
    if (ts.isFunctionDeclaration(node) && node.name?.text === 'describeDevice' && node.body)
      forEachReturned(node.body, (value) => add(value, 'device'));
    // A text message ({ to, body }) is rendered in its recipient's language.
    if (ts.isObjectLiteralExpression(node) && node.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'to')) {
      for (const p of node.properties)
        if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'body') add(p.initializer, 'sms');
    }
    if (ts.isCallExpression(node)) {
      const at = ENTRY_MAKERS.get(calleeName(node) ?? '');
      const message = at === undefined ? undefined : node.arguments[at];
      if (message) add(message, 'keyed-record');
    }
    if (ts.isCallExpression(node) && calleeName(node) === 'systemLine' && node.arguments[1]) add(node.arguments[1], 'keyed-record');
    // `{ code, message }` bodies written as constants (the generic 500, the body-type answers).
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'message' &&
      ts.isVariableDeclaration(node.parent.parent)
    )
      add(node.initializer, 'error');
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const args = node.arguments;
      if (name && ERROR_FACTORIES.has(name)) {
        // parseInput(schema, value, message?)
        const message = name === 'parseInput' ? args[2] : args[0];
        if (message) add(message, 'error');
      } else if (name && CHECKS.has(name) && ts.isPropertyAccessExpression(node.expression) && args.length > 0) {
        const last = args[args.length - 1];
        if (
          last &&
          (args.length > 1 ||
            name === 'int' ||
            name === 'positive' ||
            name === 'nonnegative' ||
            name === 'email' ||
            name === 'url' ||
            name === 'nonempty')
        ) {
          if (ts.isObjectLiteralExpression(last)) {
            for (const p of last.properties)
              if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && MESSAGE_PROPERTIES.has(p.name.text))
                add(p.initializer, 'schema');
          } else if (!ts.isArrowFunction(last) || name !== 'refine') add(last, 'schema');
        }
      } else if (name === 'notify' && args[1] && ts.isObjectLiteralExpression(args[1])) {
        for (const p of args[1].properties)
          if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'message') add(p.initializer, 'notification');
      } else if (name === 'tell' && args[1]) {
        add(args[1], 'notification');
      } else if (name && !LOG_CALLS.has(name)) {
        // zod's `{ error }` / `{ message }` options, addIssue({ message }), a text helper's `messages`.
        for (const arg of args) {
          if (!ts.isObjectLiteralExpression(arg)) continue;
          for (const p of arg.properties)
            if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && MESSAGE_PROPERTIES.has(p.name.text)) add(p.initializer, 'schema');
        }
      }
      // badRequest(message, { field: message })
      if (name === 'badRequest' && args[1] && ts.isObjectLiteralExpression(args[1])) add(args[1], 'error');
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Messages of every source file under `root` (functions/src). */
export function scanMessages(root: string): FoundMessage[] {
  return sourceFiles(root).flatMap((file) => scanSource(relative(root, file), readFileSync(file, 'utf8')));
}
