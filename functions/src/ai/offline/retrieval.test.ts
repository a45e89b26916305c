import { describe, expect, it } from 'vitest';
import { buildIndex } from './bm25-index';
import { createIndexCache, fingerprint } from './index-cache';
import { answerFromKnowledge, markdownLink } from './knowledge-answer';
import { toKnowledgeDocs, type KnowledgeDoc } from './knowledge-doc';
import { bestPassage, quote, stripMarkdown } from './passage';
import { stem, tokenize } from './tokenize';

const DOCS: KnowledgeDoc[] = toKnowledgeDocs({
  articles: [
    {
      id: 'rfe-guide',
      title: 'Responding to a Request for Evidence',
      excerpt: 'How to answer an RFE from USCIS.',
      content:
        '## What it is\n\nAn RFE asks for more documents before a decision.\n\n## How to respond\n\nAnswer every point, send one complete response and keep a copy.\n\n*This article is not legal advice.*',
    },
  ],
  glossary: [
    { id: 'rfe', term: 'RFE (Request for Evidence)', definition: 'A USCIS notice asking for more evidence before it decides a case.' },
    { id: 'green-card', term: 'Green card', definition: 'The card that proves lawful permanent resident status.' },
    { id: 'ead', term: 'Employment authorization document (EAD)', definition: 'A card that shows permission to work in the U.S. for a period of time.' },
  ],
  faq: [{ id: 'reset-password', question: 'How do I reset my password?', answer: 'Go to **Settings > Security**.', link: '/settings' }],
  questions: [{ id: 'work-pending', text: 'Can I work while my green card application is pending?', answer: 'Usually only with an EAD, filed on Form I-765.' }],
});

describe('tokenize', () => {
  it('joins form and visa codes however they are written', () => {
    expect(tokenize('Form I-130 and H-1B')).toEqual(['form', 'i130', 'h1b']);
    expect(tokenize('i130 h1b')).toEqual(['i130', 'h1b']);
  });

  it('drops stop words and folds accents', () => {
    expect(tokenize('What is the K-1 visa for my fiancée?')).toEqual(['k1', 'visa', 'fiance']);
  });

  it('stems word families together', () => {
    expect(stem('documents')).toBe(stem('document'));
    expect(stem('filing')).toBe(stem('filed'));
    expect(stem('eligibility')).toBe(stem('eligible'));
    expect(stem('countries')).toBe(stem('country'));
    expect(stem('status')).toBe('status');
  });
});

describe('bm25 index', () => {
  const index = buildIndex(DOCS);

  it('ranks the entry whose title is the question first', () => {
    expect(index.search('what is a green card')[0]?.doc.id).toBe('green-card');
    expect(index.search('what is an RFE?')[0]?.doc.id).toBe('rfe');
  });

  it('finds a doc through a synonym the doc does not use', () => {
    const hit = index.search('how do I get a work permit')[0];
    expect(hit?.doc.id).toBe('ead');
  });

  it('reports low coverage when only part of the question matched', () => {
    const [hit] = index.search('green card for my pet hamster named fluffy');
    expect(hit?.doc.id).toBe('green-card');
    expect(hit?.coverage).toBeLessThan(0.5);
  });

  it('returns nothing for an empty or off-topic question', () => {
    expect(index.search('')).toEqual([]);
    expect(index.search('the capital of France')).toEqual([]);
  });
});

describe('index cache', () => {
  it('builds once per snapshot, by identity or by content', () => {
    let builds = 0;
    const cache = createIndexCache((docs) => {
      builds += 1;
      return buildIndex(docs);
    });
    const first = cache.get(DOCS);
    expect(cache.get(DOCS)).toBe(first);
    expect(cache.get(DOCS.map((d) => ({ ...d })))).toBe(first);
    expect(builds).toBe(1);
    const changed = DOCS.map((d) => (d.id === 'rfe' ? { ...d, text: `${d.text} Updated.` } : d));
    expect(cache.get(changed)).not.toBe(first);
    expect(builds).toBe(2);
  });

  it('fingerprints differ when a document changes', () => {
    expect(fingerprint(DOCS)).toBe(fingerprint(DOCS.map((d) => ({ ...d }))));
    expect(fingerprint(DOCS)).not.toBe(fingerprint(DOCS.slice(1)));
  });
});

describe('passages', () => {
  it('strips markdown a quote should not carry', () => {
    expect(stripMarkdown('## Title\n\nSee **bold** and [a link](https://x.y) and `code`.')).toBe('Title\n\nSee bold and a link and code.');
  });

  it('picks the section that answers, using its heading as context', () => {
    const doc = DOCS.find((d) => d.id === 'rfe-guide');
    const passage = bestPassage(doc?.text ?? '', new Map([[stem('respond'), 1]]), () => 1);
    expect(passage).toBe('Answer every point, send one complete response and keep a copy.');
  });

  it('quotes every line', () => {
    expect(quote('one\ntwo')).toBe('> one\n> two');
  });
});

describe('answerFromKnowledge', () => {
  const index = buildIndex(DOCS);

  it('quotes the best source and links it', () => {
    const answer = answerFromKnowledge('How do I reset my password?', index);
    expect(answer.found).toBe(true);
    expect(answer.sources[0]?.id).toBe('reset-password');
    expect(answer.text).toContain('> Go to Settings > Security.');
    expect(answer.text).toContain('[How do I reset my password?](/settings)');
  });

  it('admits when it found nothing', () => {
    const answer = answerFromKnowledge('Who won the game last night?', index);
    expect(answer.found).toBe(false);
    expect(answer.sources).toEqual([]);
    expect(answer.text).toContain("couldn't find anything");
  });

  it('escapes link titles and paths', () => {
    expect(markdownLink('a [b]', '/x y(1)')).toBe('[a \\[b\\]](/x%20y%281%29)');
  });
});
