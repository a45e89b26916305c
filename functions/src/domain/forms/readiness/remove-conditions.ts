// The I-751's own check: a joint petition is filed in the 90 days before the conditional card expires, the expiry
// day included (8 CFR 216.4(a)), a window computed by the deadline rules' own i751Window. Filed earlier, USCIS
// rejects it: a blocker. Filed after the expiry, it needs an explanation of good cause: a warning. A request for a
// waiver of the joint filing may be filed at any time, so it is not checked against the window.
import { msg } from '../../../shared/i18n/message';
import { i751Window } from '../../deadlines/compute';
import { isAnswered, type Answers } from '../field-map';
import type { Problem } from './problem';

const EXPIRES = 'i-751.cardExpires';
const ref = { form: 'I-751', part: '1', item: '14', questionId: EXPIRES };

export function removeConditionsProblems(answers: Answers, today: string): Problem[] {
  const expires = answers[EXPIRES];
  const joint = answers['i-751.basis'] === 'joint-spouse' || answers['i-751.basis'] === 'joint-parent-spouse';
  if (!joint || !isAnswered(expires) || typeof expires !== 'string') return [];
  const { windowOpens } = i751Window(expires);
  if (today < windowOpens) {
    return [
      {
        kind: 'inconsistent',
        severity: 'blocker',
        message: msg('forms:readyI751WindowNotOpen', { opens: { date: windowOpens }, expires: { date: expires } }),
        refs: [ref],
      },
    ];
  }
  if (today > expires) {
    return [
      { kind: 'inconsistent', severity: 'warning', message: msg('forms:readyI751Late', { expires: { date: expires } }), refs: [ref] },
    ];
  }
  return [];
}
