import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { KnowledgeCard } from '@shared/knowledge/knowledge-views';
import { CardList } from './card-list';
import { CardPage } from './card-page';

const card: KnowledgeCard = {
  id: 'n400-fee',
  topic: 'naturalization',
  question: 'How much does it cost to file Form N-400 for citizenship?',
  summary: 'The Form N-400 fee is $710 online.',
  checkedOn: '2026-01-15',
  language: 'en',
  answer: 'The **Form N-400** fee is **$710** if you file online.\n\n- one\n- two',
  sources: [{ title: 'USCIS: Fee Schedule (Form G-1055)', url: 'https://www.uscis.gov/g-1055' }],
  figures: [
    {
      id: 'fee-n400-online',
      label: 'N-400 fee, online',
      display: '$710',
      source: { title: 'USCIS fee schedule', url: 'https://www.uscis.gov/g-1055' },
      checkedOn: '2026-01-10',
      note: 'online filing',
    },
  ],
  related: [{ id: 'fee-waiver-i912', question: 'Can I get a fee waiver?' }],
  englishOnly: false,
};

const query = (data: KnowledgeCard) => ({ data, error: null, isPending: false, refetch: () => undefined });

const page = (data: KnowledgeCard, lang: KnowledgeCard['language'] = 'en') =>
  renderToStaticMarkup(
    <MemoryRouter>
      <CardPage query={query(data)} lang={lang} onLanguage={() => undefined} backTo="/resources/learn?q=fee&answers=2" linkState={null} />
    </MemoryRouter>,
  );

// The visible text: Emotion's server-rendered <style> tags and the markup dropped.
const text = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('CardPage', () => {
  it('shows the question, the rendered answer, its source, the checked date, its figures and related questions', () => {
    const html = page(card);
    const shown = text(html);
    expect(html).toMatch(/<h1[^>]*lang="en"[^>]*>How much does it cost to file Form N-400 for citizenship\?<\/h1>/);
    expect(html).toContain('<strong>Form N-400</strong>');
    expect(html).toContain('<ul');
    expect(shown).toContain('Checked on January 15, 2026');
    expect(shown).toContain('Source USCIS: Fee Schedule (Form G-1055)');
    expect(html).toMatch(/href="https:\/\/www\.uscis\.gov\/g-1055" target="_blank" rel="noopener noreferrer"/);
    expect(shown).toContain('Figures in this answer');
    expect(shown).toContain('N-400 fee, online: $710');
    expect(shown).toContain('checked January 10, 2026');
    expect(shown).toContain('online filing');
    expect(shown).toContain('Related questions Can I get a fee waiver?');
    expect(html).toContain('href="/resources/learn/fee-waiver-i912"');
    expect(html).toContain('href="/resources/learn?q=fee&amp;answers=2"');
    expect(shown).not.toContain('English only');
  });

  it('says when the answer is only in English, in the language asked for, and keeps that language on related links', () => {
    const html = page({ ...card, englishOnly: true }, 'de');
    expect(text(html)).toContain('English only');
    expect(html).toContain('lang="de">Diese Antwort ist noch nicht übersetzt');
    expect(html).toContain('href="/resources/learn/fee-waiver-i912?lang=de"');
  });

  it('leaves out the figures section when the answer quotes none, and names several sources "Sources"', () => {
    const shown = text(
      page({ ...card, figures: [], sources: [...card.sources, { title: 'USCIS: N-400', url: 'https://www.uscis.gov/n-400' }] }),
    );
    expect(shown).not.toContain('Figures in this answer');
    expect(shown).toContain('Sources USCIS: Fee Schedule');
  });

  it('does not link a source whose address is not http(s)', () => {
    const html = page({ ...card, sources: [{ title: 'Bad', url: 'javascript:alert(1)' }] });
    expect(html).not.toContain('javascript:');
    expect(text(html)).toContain('Source Bad');
  });
});

describe('CardList', () => {
  it('links each question to its card, with its summary, its topic and a note when it is only in English', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <CardList cards={[card]} lang="es" linkState={{ knowledgeList: '?q=fee' }} />
      </MemoryRouter>,
    );
    expect(html).toContain('aria-label="Answers"');
    expect(html).toContain('href="/resources/learn/n400-fee?lang=es"');
    const shown = text(html);
    expect(shown).toContain('How much does it cost to file Form N-400 for citizenship?');
    expect(shown).toContain('The Form N-400 fee is $710 online.');
    expect(shown).toContain('Citizenship');
    expect(shown).toContain('English only');
  });
});
