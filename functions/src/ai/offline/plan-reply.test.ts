import { describe, expect, it } from 'vitest';
import { seedKnowledgeBase } from '../../domain/knowledge/testing/seed-knowledge';
import { planReply, toolIntroText } from './plan-reply';

const ask = (text: string) => planReply([{ role: 'user', text }], () => seedKnowledgeBase());

describe('the offline assistant opening a tool', () => {
  it('says what it will open, in the language asked', () => {
    expect(toolIntroText({ tool: 'check_eligibility', payload: { category: 'Family-Based' } })).toMatch(
      /^I can check your eligibility for \*\*Family-Based\*\*\. The Eligibility Check/,
    );
    expect(toolIntroText({ tool: 'review_documents', payload: {} }, 'es')).toMatch(/^Puedo revisar sus documentos\. En Document Review/);
    expect(toolIntroText({ tool: 'create_case', payload: { category: 'K-Visa' } }, 'de')).toContain('Fall für Ihren Antrag **K-Visa**');
  });
});

describe('the offline assistant given the asker’s own facts', () => {
  it('says what an entry without inspection means, citing the rule, and opens the check with the entry filled in', async () => {
    const reply = await ask('I crossed the border without a visa in 2015, my husband is a U.S. citizen');
    expect(reply.text).toMatch(/Entry without inspection.*INA 245\(a\).*I-601A/s);
    expect(reply.text).toMatch(/spouse is a U\.S\. citizen.*immediate relative/s);
    // Never the card about a green card holder's spouse (F2A), which is another category.
    expect(reply.text).not.toMatch(/F2A/);
    expect(reply.personal).toBe(true);
    expect(reply.call).toEqual({
      name: 'check_eligibility',
      payload: {
        category: 'Family-Based',
        immigrationHistory: { entry: { manner: 'without-inspection' } },
        details: 'I crossed the border without a visa in 2015, my husband is a U.S. citizen',
      },
    });
  });

  it.each([
    ['es', 'Crucé la frontera sin visa en 2015 y mi esposo es ciudadano americano, ¿puedo arreglar mis papeles?', /Entrada sin inspección/],
    [
      'fr',
      'Je suis entré sans visa en 2016, ma femme est citoyenne américaine. Est-ce que je peux avoir la carte verte ?',
      /Entrée sans contrôle/,
    ],
    ['de', 'Ich wurde 2012 abgeschoben. Kann ich zurückkommen?', /Eine Abschiebung/],
  ])('answers in %s', async (language, message, meaning) => {
    const reply = await ask(message);
    expect(reply.language).toBe(language);
    expect(reply.text).toMatch(meaning);
    expect(reply.call?.name).toBe('check_eligibility');
  });

  it('leaves a question about a rule to its card', async () => {
    const reply = await ask('I crossed the border at 15 without papers, from what age does my unlawful presence count');
    expect(reply.call).toBeUndefined();
    expect(reply.answeredFrom).toEqual(['unlawful-presence-what-counts']);
  });
});

describe('the offline assistant asked several things at once', () => {
  it('answers each part under its own heading, in the language asked', async () => {
    const reply = await ask('¿Puedo trabajar y viajar mientras mi I-485 está pendiente?');
    expect(reply.language).toBe('es');
    expect(reply.answeredFrom).toEqual(['work-while-green-card-pending', 'travel-while-aos-pending']);
    expect(reply.text).toContain('#### ¿Puedo trabajar mientras mi I-485 está pendiente?');
    expect(reply.text).toContain('#### ¿Puedo viajar mientras mi I-485 está pendiente?');
    expect(reply.text).toContain('**Fuente:**');
    expect(reply.text).not.toContain('**Source:**');
  });

  it('names a part it has no answer for', async () => {
    const reply = await ask('What is an RFE? And how do I get a Canadian work permit?');
    expect(reply.answeredFrom).toEqual(['what-is-an-rfe', null]);
    expect(reply.text).toContain("I don't have a sure answer to this part");
  });
});

describe('the offline assistant with no card that fits', () => {
  it('says so, offers the closest cards as "Did you mean…?" and asks one clarifying question', async () => {
    const reply = await ask('How do I get a Canadian work permit?');
    expect(reply.answeredFrom).toEqual([null]);
    expect(reply.text).toContain('Did you mean one of these?');
    expect(reply.text.match(/\?/g)?.length).toBeGreaterThanOrEqual(2);
    expect(reply.text).toContain('Which form, visa or situation is your question about?');
  });

  it('says so in the language asked', async () => {
    const reply = await ask('¿Cómo saco la licencia de conducir en Texas?');
    expect(reply.language).toBe('es');
    expect(reply.text).toContain('¿Sobre qué formulario, visa o situación es su pregunta?');
  });
});

describe('the offline assistant after a tool has run', () => {
  it('explains the result in the language the user wrote in, with the disclaimer', async () => {
    const reply = await planReply(
      [
        { role: 'user', text: '¿Califico para la green card por matrimonio?' },
        { role: 'function_call', callId: 'c1', name: 'check_eligibility', payload: { category: 'Family-Based' } },
        { role: 'function_result', callId: 'c1', name: 'check_eligibility', result: { output: { analysis: { eligible: false } } } },
      ],
      () => seedKnowledgeBase(),
    );
    expect(reply.language).toBe('es');
    expect(reply.text).toContain('es posible que **no califique** para **Family-Based**');
    expect(reply.personal).toBe(true);
  });
});
