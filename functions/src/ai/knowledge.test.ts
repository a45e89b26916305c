import { describe, expect, it } from 'vitest';
import type { KnowledgeContent } from '../data/knowledge-repo';
import { FIXTURE_CARDS, FIXTURE_FIGURES, FIXTURE_HELP } from '../domain/knowledge/testing/fixture';
import { createKnowledgeLoader } from './knowledge';

const content = (): KnowledgeContent => structuredClone({ cards: FIXTURE_CARDS, figures: FIXTURE_FIGURES, help: FIXTURE_HELP });

describe('createKnowledgeLoader', () => {
  it('shares one load between concurrent questions', async () => {
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(content());
    };
    const get = createKnowledgeLoader(60_000, load);
    const bases = await Promise.all(Array.from({ length: 50 }, () => get()));
    expect(loads).toBe(1);
    expect(new Set(bases).size).toBe(1);
  });

  it('reloads after the TTL but rebuilds only when the content changed', async () => {
    let version = content();
    const get = createKnowledgeLoader(0, () => Promise.resolve(structuredClone(version)));
    const first = await get();
    expect(await get()).toBe(first);

    version = content();
    version.figures[0] = { ...FIXTURE_FIGURES[0]!, value: 760 };
    const changed = await get();
    expect(changed).not.toBe(first);
    expect(changed.card('n400-fee', 'en')?.answer).toContain('$760');
  });
});
