// The beneficiary's identity as answered, against the passport that document review read in the case. USCIS compares
// the forms with the passport; a name, birth date or passport number that differs draws a request for evidence, so it
// is pointed out before filing. A warning, not a blocker: the review reads a photo and may itself be wrong.
import { msg, type Message } from '../../../shared/i18n/message';
import { isAnswered, type Answers, type FormMap } from '../field-map';
import type { PassportReading } from '../prefill';
import { questionRefs } from '../questions';
import type { Problem } from './problem';

export interface IdentityInput {
  answers: Answers;
  /** Passports reviewed in the case, newest first: the newest is compared. */
  passports: readonly PassportReading[];
  maps: readonly FormMap[];
}

/** Letters and digits only, upper case, accents dropped: "Pérez-López" and "PEREZ LOPEZ" are the same name. */
const words = (value: string): string[] =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);

const sameNumber = (a: string, b: string): boolean => words(a).join('') === words(b).join('');

/** Every word of the answered given and family names is on the passport (which may hold more, such as a second surname). */
function nameOnPassport(answers: Answers, passportName: string): boolean {
  const printed = new Set(words(passportName));
  return ['beneficiary.givenName', 'beneficiary.familyName']
    .map((id) => answers[id])
    .filter(isAnswered)
    .every((name) => words(String(name)).every((word) => printed.has(word)));
}

export function identityProblems({ answers, passports, maps }: IdentityInput): Problem[] {
  const passport = passports[0];
  if (!passport) return [];
  const refs = questionRefs(maps);
  const problem = (questionId: string, message: Message): Problem => ({
    kind: 'inconsistent',
    severity: 'warning',
    message,
    refs: (refs.get(questionId) ?? []).map((ref) => ({ ...ref, questionId })),
  });
  const problems: Problem[] = [];

  const birthDate = answers['beneficiary.birthDate'];
  if (isAnswered(birthDate) && passport.dateOfBirth && String(birthDate) !== passport.dateOfBirth)
    problems.push(
      problem('beneficiary.birthDate', msg('forms:readyPassportBirthDate', { answer: String(birthDate), passport: passport.dateOfBirth })),
    );

  const number = answers['beneficiary.passportNumber'];
  if (isAnswered(number) && passport.documentNumber && !sameNumber(String(number), passport.documentNumber))
    problems.push(
      problem(
        'beneficiary.passportNumber',
        msg('forms:readyPassportNumber', { answer: String(number), passport: passport.documentNumber }),
      ),
    );

  const answeredName = ['givenName', 'familyName'].some((part) => isAnswered(answers[`beneficiary.${part}`]));
  if (answeredName && passport.fullName && !nameOnPassport(answers, passport.fullName))
    problems.push(problem('beneficiary.familyName', msg('forms:readyPassportName', { passport: passport.fullName })));

  return problems;
}
