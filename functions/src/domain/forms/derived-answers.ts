// Answers the forms need that follow from others. Most people's mailing address is their home, and the profile asks
// it once (`mailingIsHome`), but the forms print both: the mailing address is then the current home address.
import { ADDRESS, PERSON_ROLES } from '../../shared/forms/profile-facts';
import type { Answer, Answers } from './field-map';

const PARTS = Object.keys(ADDRESS);
const given = (value: Answer | undefined) => value !== undefined && value !== '';

export function withDerivedAnswers(answers: Answers): Answers {
  const derived: Record<string, Answer> = { ...answers };
  for (const role of PERSON_ROLES) {
    if (answers[`${role}.mailingIsHome`] === false) continue;
    if (PARTS.some((part) => given(answers[`${role}.mailing.${part}`]))) continue;
    for (const part of PARTS) {
      const home = answers[`${role}.address.0.${part}`];
      if (given(home)) derived[`${role}.mailing.${part}`] = home!;
    }
  }
  return derived;
}
