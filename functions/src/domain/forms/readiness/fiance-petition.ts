// The I-129F's own check, from its answers. A fiancé(e) petition (K-1) needs a U.S. citizen petitioner, two people
// legally free to marry, and a meeting in person in the two years before filing, or the reasons that meeting should be
// waived, with evidence (INA § 214(d)(1); 8 CFR 214.2(k)(2)). A petition for a spouse (K-3) asks none of this, but
// needs the I-130 filed first (8 CFR 214.2(k)(7)).
import { msg } from '../../../shared/i18n/message';
import { isAnswered, type Answers } from '../field-map';
import type { Problem, ProblemRef } from './problem';

const FORM = 'I-129F';
const ref = (part: string, item: string, questionId: string): ProblemRef => ({ form: FORM, part, item, questionId });
const NOT_FREE = ['married', 'separated'];

function fianceProblems(answers: Answers): Problem[] {
  const problems: Problem[] = [];
  const blocker = (message: Problem['message'], at: ProblemRef): void => {
    problems.push({ kind: 'inconsistent', severity: 'blocker', message, refs: [at] });
  };
  if (answers['petitioner.citizenshipBy'] === 'permanent-resident') {
    blocker(msg('forms:readyI129FNotCitizen'), ref('1', '40', 'petitioner.citizenshipBy'));
  }
  for (const [role, part, item] of [
    ['petitioner', '1', '23'],
    ['beneficiary', '2', '6'],
  ] as const) {
    const status = answers[`${role}.maritalStatus`];
    if (typeof status === 'string' && NOT_FREE.includes(status)) {
      blocker(msg('forms:readyI129FNotFreeToMarry', { person: role }), ref(part, item, `${role}.maritalStatus`));
    }
  }
  const met = answers['i-129f.metInPerson'];
  const described = isAnswered(answers['i-129f.meetingDescription']);
  if (met === 'not-applicable') blocker(msg('forms:readyI129FMeetingNotApplicable'), ref('2', '53', 'i-129f.metInPerson'));
  if (met === 'no') {
    problems.push({
      kind: 'inconsistent',
      severity: described ? 'warning' : 'blocker',
      message: msg(described ? 'forms:readyI129FMeetingWaiver' : 'forms:readyI129FMeetingWaiverReasons'),
      refs: [ref('2', '54', 'i-129f.meetingDescription')],
    });
  }
  if (met === 'yes' && !described) blocker(msg('forms:readyI129FMeetingDescribe'), ref('2', '54', 'i-129f.meetingDescription'));
  return problems;
}

export function fiancePetitionProblems(answers: Answers): Problem[] {
  if (answers['i-129f.classification'] === 'k1') return fianceProblems(answers);
  if (answers['i-129f.classification'] === 'k3' && answers['i-129f.filedI130'] === false) {
    return [
      {
        kind: 'inconsistent',
        severity: 'blocker',
        message: msg('forms:readyI129FK3NeedsI130'),
        refs: [ref('1', '5', 'i-129f.filedI130')],
      },
    ];
  }
  return [];
}
