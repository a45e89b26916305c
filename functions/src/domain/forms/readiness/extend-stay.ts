// The I-539's own check: an extension or change of status is filed while the stay is still authorized, by the I-94's
// admit-until date (the deadline rules' own i94Deadline; 8 CFR 214.1(c)(4), 248.1(b)). Filed later, USCIS denies it
// unless the delay was extraordinary and beyond the applicant's control: a blocker that says so. A status that cannot
// be extended or changed (facts/nonimmigrant-statuses.ts) is a blocker; an extension asked for a date no later than the
// current one, or a change to the status already held, is inconsistent.
import { msg } from '../../../shared/i18n/message';
import { i94Deadline } from '../../deadlines/compute';
import { statusCode, statusLimit } from '../facts/nonimmigrant-statuses';
import { isAnswered, type Answers } from '../field-map';
import type { Problem } from './problem';

const FORM = 'I-539';
const ref = (part: string, item: string, questionId: string) => ({ form: FORM, part, item, questionId });

function deadlineProblems(answers: Answers, today: string): Problem[] {
  const admitUntil = answers['i-539.admitUntil'];
  if (answers['i-539.durationOfStatus'] === true || typeof admitUntil !== 'string' || !isAnswered(admitUntil)) return [];
  const { dueDate } = i94Deadline(admitUntil);
  const problems: Problem[] = [];
  if (today > dueDate && answers['i-539.applicationType'] !== 'reinstatement') {
    problems.push({
      kind: 'inconsistent',
      severity: 'blocker',
      message: msg('forms:readyI539Late', { until: { date: dueDate } }),
      refs: [ref('1', '12', 'i-539.admitUntil')],
    });
  }
  const extendUntil = answers['i-539.extendUntil'];
  if (answers['i-539.applicationType'] === 'extension' && typeof extendUntil === 'string' && extendUntil <= dueDate) {
    problems.push({
      kind: 'inconsistent',
      severity: 'blocker',
      message: msg('forms:readyI539ExtendNotLater', { requested: { date: extendUntil }, until: { date: dueDate } }),
      refs: [ref('3', '1', 'i-539.extendUntil')],
    });
  }
  return problems;
}

function statusProblems(answers: Answers): Problem[] {
  const current = answers['i-539.currentStatus'];
  const type = answers['i-539.applicationType'];
  if (typeof current !== 'string' || !isAnswered(current) || (type !== 'extension' && type !== 'change')) return [];
  const requested = String(answers['i-539.requestedStatus'] ?? '');
  if (type === 'change' && requested && statusCode(requested) === statusCode(current)) {
    return [
      {
        kind: 'inconsistent',
        severity: 'blocker',
        message: msg('forms:readyI539SameStatus', { status: statusCode(current) }),
        refs: [ref('2', '2', 'i-539.requestedStatus')],
      },
    ];
  }
  const limit = statusLimit(current, type, requested);
  if (!limit) return [];
  return [
    {
      kind: 'inconsistent',
      severity: 'blocker',
      message: msg(type === 'extension' ? 'forms:readyI539NoExtension' : 'forms:readyI539NoChange', {
        status: statusCode(current),
        citation: limit.citation,
      }),
      refs: [ref('1', '12', 'i-539.currentStatus')],
    },
  ];
}

export const extendStayProblems = (answers: Answers, today: string): Problem[] => [
  ...deadlineProblems(answers, today),
  ...statusProblems(answers),
];
