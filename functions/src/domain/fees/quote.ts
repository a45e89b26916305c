// The fee calculator (GET /fees/quote, docs/fees.md): one line per form with what it costs filed online or on paper
// under the options given, then the total. Each form is paid on its own. Pure.
import { msg, type Message } from '../../shared/i18n/message';
import { feeRuleFor, NO_FEE_SOURCE } from './fee-schedule';
import { figure, formFee, type FeeOptions } from './form-fee';

export type FilingMethod = 'online' | 'paper';

export interface QuoteRequest extends FeeOptions {
  forms: readonly string[];
  filing: FilingMethod;
  /** Premium processing (Form I-907) for each form that offers it. */
  premium?: boolean;
}

export interface QuoteLine {
  form: string;
  amount: number;
  source: string;
  checkedOn: string;
  conditions: Message[];
}

export type Quote = { lines: QuoteLine[]; total: number } | { unknownForms: string[] };

/** The forms as the schedule names them, each once, in the order asked; unknown ones are named. */
function knownForms(forms: readonly string[]): { rules: NonNullable<ReturnType<typeof feeRuleFor>>[]; unknown: string[] } {
  const rules: NonNullable<ReturnType<typeof feeRuleFor>>[] = [];
  const unknown: string[] = [];
  for (const form of forms) {
    const rule = feeRuleFor(form);
    if (!rule) unknown.push(form.trim());
    else if (!rules.includes(rule)) rules.push(rule);
  }
  return { rules, unknown };
}

export function feeQuote(request: QuoteRequest): Quote {
  const { rules, unknown } = knownForms(request.forms);
  if (unknown.length > 0) return { unknownForms: unknown };
  const lines: QuoteLine[] = [];
  for (const rule of rules) {
    const fee = formFee(rule, request);
    const online = request.filing === 'online' && fee.online !== null;
    lines.push({
      form: rule.form,
      amount: online ? (fee.online ?? fee.paper) : fee.paper,
      source: fee.source ?? NO_FEE_SOURCE.url,
      checkedOn: fee.checkedOn ?? NO_FEE_SOURCE.checkedOn,
      conditions: [...fee.conditions],
    });
    if (request.premium && rule.premium) {
      const premium = figure(rule.premium);
      lines.push({
        form: 'I-907',
        amount: premium.value,
        source: premium.source,
        checkedOn: premium.checkedOn,
        conditions: [msg('forms:feeCondPremium', { form: rule.form })],
      });
    }
  }
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}
