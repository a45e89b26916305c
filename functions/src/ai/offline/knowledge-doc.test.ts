import { describe, expect, it } from 'vitest';
import { toKnowledgeDocs } from './knowledge-doc';

describe('toKnowledgeDocs', () => {
  it('maps every kind of seed content to a doc with its app link', () => {
    const docs = toKnowledgeDocs({
      articles: [{ id: 'family-based-green-card', title: 'Family green card', excerpt: 'Summary.', content: '## Body' }],
      glossary: [{ id: 'a-number', term: 'A-Number', definition: 'Your alien registration number.' }],
      faq: [
        { id: 'reset-password', question: 'How do I reset my password?', answer: 'Go to Settings.', link: '/settings' },
        { id: 'no-link', question: 'Question?', answer: 'Answer.' },
        { id: 'external', question: 'Elsewhere?', answer: 'See there.', link: 'https://example.com' },
      ],
      questions: [{ id: 'what-is-rfe', text: 'What is an RFE?', answer: 'A request for evidence.' }],
    });
    expect(docs).toEqual([
      { kind: 'article', id: 'family-based-green-card', title: 'Family green card', text: 'Summary.\n\n## Body', link: '/resources/learn/family-based-green-card' },
      { kind: 'glossary', id: 'a-number', title: 'A-Number', text: 'Your alien registration number.', link: '/resources/glossary#a-number' },
      { kind: 'faq', id: 'reset-password', title: 'How do I reset my password?', text: 'Go to Settings.', link: '/settings' },
      { kind: 'faq', id: 'no-link', title: 'Question?', text: 'Answer.', link: '/support' },
      { kind: 'faq', id: 'external', title: 'Elsewhere?', text: 'See there.', link: '/support' },
      { kind: 'question', id: 'what-is-rfe', title: 'What is an RFE?', text: 'A request for evidence.', link: '/ai-assistant/chat' },
    ]);
  });

  it('accepts missing sources', () => {
    expect(toKnowledgeDocs({})).toEqual([]);
  });
});
