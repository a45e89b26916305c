import { describe, expect, it } from 'vitest';
import { FIGURES } from '../../domain/knowledge/facts/figure-table';
import { detectFeeQuestion, feeAnswerText } from './fee-question';
import { seedKnowledgeBase } from '../../domain/knowledge/testing/seed-knowledge';
import { planReply } from './plan-reply';

const fee = (id: string): number => FIGURES.find((figure) => figure.id === id)!.value;
const usd = (amount: number) => `$${amount.toLocaleString('en-US')}.00`;

describe('detectFeeQuestion', () => {
  it('finds the forms a question asks the cost of, in the four languages and any spelling', () => {
    expect(detectFeeQuestion('How much is Form I-485?')).toEqual(['I-485']);
    expect(detectFeeQuestion('what does the n 400 cost')).toEqual(['N-400']);
    expect(detectFeeQuestion('¿Cuánto cuesta el I-130 y el i765?')).toEqual(['I-130', 'I-765']);
    expect(detectFeeQuestion('Combien coûte le formulaire I-90 ?')).toEqual(['I-90']);
    expect(detectFeeQuestion('Wie viel kostet das I-751?')).toEqual(['I-751']);
  });

  it('leaves other questions to the knowledge base', () => {
    expect(detectFeeQuestion('How long does the I-485 take?')).toEqual([]);
    expect(detectFeeQuestion('How much does a green card cost?')).toEqual([]);
    expect(detectFeeQuestion('Can I get a fee waiver for the N-400?')).toEqual([]);
    expect(detectFeeQuestion('How much is the I-94?')).toEqual([]);
  });
});

describe('feeAnswerText', () => {
  it('gives each form online and on paper, the total, payment apart, sources and the calculator', () => {
    const text = feeAnswerText(['I-130', 'I-485', 'I-765'], 'en');
    expect(text).toContain(`**Form I-130**: ${usd(fee('fee-i130-online'))} filed online, ${usd(fee('fee-i130-paper'))} on paper.`);
    expect(text).toContain(`**Form I-485**: ${usd(fee('fee-i485'))}, filed on paper only.`);
    // Filed with the I-485, the I-765 has its lower fee.
    expect(text).toContain(`**Form I-765**: ${usd(fee('fee-i765-with-i485'))}, filed on paper only.`);
    expect(text).toContain(`**Total:** ${usd(fee('fee-i130-paper') + fee('fee-i485') + fee('fee-i765-with-i485'))}, on paper.`);
    expect(text).toContain("Pay each form's fee separately.");
    expect(text).toContain('(https://www.uscis.gov/g-1055)');
    expect(text).toContain('(/resources/fees?forms=I-130%2CI-485%2CI-765)');
  });

  it('answers in Spanish, and says when a form has no USCIS fee', () => {
    expect(feeAnswerText(['N-400'], 'es')).toContain('**Formulario N-400**: $710.00 en línea');
    expect(feeAnswerText(['I-693'], 'en')).toContain('**Form I-693**: no USCIS fee. No USCIS fee: you pay the civil surgeon');
  });
});

describe('the offline assistant asked a fee', () => {
  const ask = async (text: string) => planReply([{ role: 'user', text }], () => seedKnowledgeBase());

  it('answers from the fee engine when no card is about the forms asked, never with a card about another fee', async () => {
    const reply = await ask('How much does Form I-751 cost?');
    expect(reply.text).toContain('**Form I-751**:');
    expect(reply.text).not.toContain('I-130');
    expect(reply.answeredFrom).toEqual(['engine']);
    // The I-485 has a card of its own now, never the I-130's.
    const i485 = await ask('How much does Form I-485 cost?');
    expect(i485.answeredFrom).toEqual(['i485-fee']);
    const two = await ask('how much are the I-130 and the I-765?');
    expect(two.text).toContain('**Total:**');
  });

  it("gives the card about the very form asked, with the fee calculator's link", async () => {
    const reply = await ask('¿Cuánto cuesta la solicitud de ciudadanía N-400?');
    expect(reply.language).toBe('es');
    expect(reply.text).toContain('/resources/learn/n400-fee');
    expect(reply.text).toContain('(/resources/fees?forms=N-400)');
  });
});
