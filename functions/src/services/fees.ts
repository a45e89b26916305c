// The fee calculator (docs/fees.md): a quote from the fee engine (domain/fees), in the caller's language.
import { badRequest } from '../domain/errors';
import { feeQuote } from '../domain/fees/quote';
import { render } from '../domain/i18n/render';
import type { FeeQuoteQuery, FeeQuoteView } from '../shared/fees/fee-views';
import type { Locale } from '../shared/i18n/locale';
import { msg } from '../shared/i18n/message';

export function quoteFees(query: FeeQuoteQuery, locale: Locale): FeeQuoteView {
  const { forms, ...options } = query;
  if (forms.some((form) => form.trim().toUpperCase() === 'I-129') && options.i129Class === undefined) {
    throw badRequest(msg('validation:checkTheHighlightedAnswers'), { i129Class: msg('validation:feeI129ClassNeeded') });
  }
  const quote = feeQuote({ forms, ...options });
  if ('unknownForms' in quote) {
    throw badRequest(msg('validation:checkTheHighlightedAnswers'), {
      forms: msg('validation:feeFormsUnknown', { forms: quote.unknownForms.join(', ') }),
    });
  }
  return {
    lines: quote.lines.map((line) => ({ ...line, conditions: line.conditions.map((condition) => render(locale, condition)) })),
    total: quote.total,
  };
}
