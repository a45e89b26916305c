import type { QuestionView } from '@shared/forms/form-views';

export interface QuestionItem {
  question: QuestionView;
  /** The person the questions are about from here on, shown where it changes within a part. */
  personHeading: string | null;
}

export interface QuestionSection {
  group: string;
  items: QuestionItem[];
}

/** The questions in the server's order, grouped by the form's parts, each part in the place of its first question. */
export function questionSections(questions: readonly QuestionView[]): QuestionSection[] {
  const sections = new Map<string, QuestionSection>();
  const lastPerson = new Map<string, string | null>();
  for (const question of questions) {
    let section = sections.get(question.group);
    if (!section) {
      section = { group: question.group, items: [] };
      sections.set(question.group, section);
    }
    const person = question.personLabel;
    const changed = person !== null && lastPerson.get(question.group) !== person;
    lastPerson.set(question.group, person);
    section.items.push({ question, personHeading: changed ? person : null });
  }
  return [...sections.values()];
}

/** The element id of a question's block, which "Ready to file?" links back to. */
export const questionElementId = (questionId: string) => `question-${questionId.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** The form a ref lands on, by its id in URLs ("I-485" → "i-485"). */
