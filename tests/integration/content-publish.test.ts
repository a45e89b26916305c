// `npm run admin -- publish-content` against the stack's emulators, through the real CLI: the content package is
// published idempotently (a second run changes nothing), and a figure an administrator changed in the console is
// kept, and named, unless --force. The stack's seed publishes the same package at start.
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firebase';
import { FIGURES } from '../../functions/src/domain/knowledge/facts/figure-table';
import { runAdmin } from '../support/experts';

/** A figure no other test reads: changing it for a moment disturbs nothing else. */
const FIGURE = 'h1b-cap-masters';
const figureDoc = () => db().collection('knowledgeFigures').doc(FIGURE);
const published = () => db().collection('contentVersions').doc('current').get();
const original = FIGURES.find((f) => f.id === FIGURE)?.value;

afterAll(async () => {
  await figureDoc().update({ value: original });
});

describe('npm run admin -- publish-content', () => {
  it('publishes, then a second run adds, changes and removes nothing and writes nothing', async () => {
    const first = await runAdmin(['publish-content']);
    expect(first.stdout).toMatch(/^Published content version [0-9a-f]{16}/m);
    const before = (await published()).data();
    expect(before?.['version']).toMatch(/^[0-9a-f]{16}$/);

    const second = await runAdmin(['publish-content']);
    expect(second.stdout).toContain('Added (0).');
    expect(second.stdout).toContain('Changed (0).');
    expect(second.stdout).toContain('Removed (0).');
    expect(second.stdout).toMatch(/Unchanged: \d{3,}\./);
    const after = (await published()).data();
    expect(after?.['publishedAt']).toEqual(before?.['publishedAt']);
  });

  it('keeps a figure changed in the console, says so, and overwrites it only with --force', async () => {
    await runAdmin(['publish-content']);
    await figureDoc().update({ value: 12345 });

    const kept = await runAdmin(['publish-content']);
    expect(kept.stdout).toContain(`Kept 1 figure(s) changed in the console since the last publish (run with --force to overwrite):`);
    expect(kept.stdout).toContain(`knowledgeFigures/${FIGURE}`);
    expect((await figureDoc().get()).data()?.['value']).toBe(12345);
    // Still kept on the next run: the console's value stands until someone forces.
    expect((await runAdmin(['publish-content'])).stdout).toContain(`knowledgeFigures/${FIGURE}`);

    const dry = await runAdmin(['publish-content', '--force', '--dry-run']);
    expect(dry.stdout).toMatch(/^Would publish content version/m);
    expect(dry.stdout).toContain(`  knowledgeFigures/${FIGURE}`);
    expect(dry.stdout).toContain('Dry run: nothing was written.');
    expect((await figureDoc().get()).data()?.['value']).toBe(12345);

    const forced = await runAdmin(['publish-content', '--force']);
    expect(forced.stdout).toContain('Changed (1):');
    expect(forced.stdout).toContain(`  knowledgeFigures/${FIGURE}`);
    expect((await figureDoc().get()).data()?.['value']).toBe(original);
  });

  it('refuses arguments it does not take', async () => {
    const wrong = await runAdmin(['publish-content', 'extra']);
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr).toMatch(/Unexpected arguments: extra/);
    const misplaced = await runAdmin(['grant-expert', 'a@b.test', '--force']);
    expect(misplaced.code).not.toBe(0);
    expect(misplaced.stderr).toMatch(/--dry-run and --force are for publish-content only/);
  });
});
