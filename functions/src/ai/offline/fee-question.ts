// "How much is Form I-485?", "¿cuánto cuesta el I-130 y el I-765?": a question about the fee of forms it names is
// answered from the fee engine (domain/fees, the one the fee calculator and the case's forms use), never from a card
// about another fee. Each form online and on paper, the total, that each is paid separately, the official sources,
// and a link to the fee calculator with the same forms. Pure.
import { knowledgeText } from '../../domain/knowledge/answer';
import { feeRuleFor } from '../../domain/fees/fee-schedule';
import { feesFor } from '../../domain/forms/readiness/fees';
import { render } from '../../domain/i18n/render';
import { markdownLink } from '../../domain/knowledge/markdown-link';
import { feeCalculatorPath } from '../../shared/cases/case-links';
import { INTL_TAGS } from '../../shared/i18n/locale';
import { type KeyIn, type MessageParams } from '../../shared/i18n/message';
import type { KnowledgeLanguage } from '../../shared/knowledge/knowledge-views';
import { toIntentText } from './intent-text';

/** Asking what something costs, in the four languages. */
const COST =
  /\b(how much|cost|costs|costing|fee|fees|price|prices|pay|paying|charge|charges|cuanto|cuesta|cuestan|costo|coste|tarifa|tarifas|pagar|combien|coute|coutent|frais|tarif|payer|wie viel|wieviel|kostet|kosten|gebuhr|gebuhren|zahlen)\b/;
/** A waiver, a reduced fee or a refund is a question of its own, which the knowledge base answers. */
const NOT_THE_FEE =
  /\b(waive|waiver|waived|reduced|refund|exencion|exento|reembolso|exoneration|exonere|remboursement|erlass|erstattung|ermassig\w*)\b/;
/** A form number as people write it: "I-485", "i485", "I 765", "N-400", "AR-11". */
const FORM = /\b(i|n|ar)[- ]?(\d{2,4}[a-z]?)\b/g;

/** The forms a fee question names, as USCIS numbers them, each once; none when it asks no cost or names no form. */
export function detectFeeQuestion(text: string): string[] {
  const plain = toIntentText(text);
  if (!COST.test(plain) || NOT_THE_FEE.test(plain)) return [];
  const forms = [...plain.matchAll(FORM)]
    .map((match) => feeRuleFor(`${match[1] ?? ''}-${match[2] ?? ''}`)?.form)
    .filter((form): form is string => form !== undefined);
  return [...new Set(forms)];
}

export function feeAnswerText(forms: readonly string[], language: KnowledgeLanguage): string {
  const say = (key: KeyIn<'knowledge'>, params?: MessageParams) => knowledgeText(language, key, params);
  const money = (amount: number) => new Intl.NumberFormat(INTL_TAGS[language], { style: 'currency', currency: 'USD' }).format(amount);
  const { perForm, total } = feesFor(forms);
  const lines = forms.map((form) => {
    const fee = perForm[form];
    if (!fee || (fee.paper === 0 && !fee.online)) {
      const note = fee?.note ? ` ${render(language, fee.note)}` : '';
      return `- ${say('knowledge:feeLineFree', { form })}${note}`;
    }
    if (fee.online === null) return `- ${say('knowledge:feeLinePaper', { form, paper: money(fee.paper) })}`;
    return `- ${say('knowledge:feeLineBoth', { form, online: money(fee.online), paper: money(fee.paper) })}`;
  });
  const parts = [say('knowledge:feeIntro'), lines.join('\n')];
  if (forms.length > 1) {
    parts.push(
      total.online === null
        ? say('knowledge:feeTotalPaper', { paper: money(total.paper) })
        : say('knowledge:feeTotalBoth', { online: money(total.online), paper: money(total.paper) }),
    );
    parts.push(say('knowledge:feeSeparately'));
  }
  const sources = [...new Set(Object.values(perForm).flatMap((fee) => fee.sources))];
  if (sources.length > 0)
    parts.push(say('knowledge:source', { links: sources.map((url) => markdownLink(url.replace(/^https:\/\//, ''), url)).join(', ') }));
  parts.push(feeCalculatorLine(forms, language));
  return parts.join('\n\n');
}

/** The link to the fee calculator with the forms asked about, for any fee answer. */
export function feeCalculatorLine(forms: readonly string[], language: KnowledgeLanguage): string {
  const link = feeCalculatorPath(forms);
  const name = knowledgeText(language, 'knowledge:feeCalculatorName');
  return knowledgeText(language, 'knowledge:feeCalculator', { link: markdownLink(name, link) });
}

/** Whether a card's question is about every form asked ("How much does Form N-400 cost?" is about the N-400). */
export const cardCoversForms = (question: string, forms: readonly string[]): boolean => {
  const plain = toIntentText(question);
  return forms.every((form) => plain.includes(toIntentText(form)));
};
