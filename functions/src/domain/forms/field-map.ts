// A form's field map: which answer goes into which field of the official PDF, and where the printed form shows it.
// Field names are the AcroForm names without their root ("#subform[0].Pt2Line4a_FamilyName[0]"); `part` and `item`
// are written as the printed form writes them ("2", "4.a"), which may differ from the field's name. A unit test loads
// every kept PDF and checks each mapping against it (field-maps.test.ts).
import type { Fact, PersonRole } from '../../shared/forms/profile-facts';

/** An answer as stored: text (dates as YYYY-MM-DD), a number, or yes/no. */
export type Answer = string | number | boolean;
export type Answers = Readonly<Record<string, Answer>>;

/** Whether a question has an answer: an empty text is none. */
export const isAnswered = (value: Answer | undefined): value is Answer => value !== undefined && value !== '';

interface Placed {
  /** The AcroForm field, without the root "form1[0].". */
  field: string;
  part: string;
  item: string;
}

/** A text field: the answer as text; `date` writes MM/DD/YYYY, `digits` keeps only the digits. */
export interface TextMapping extends Placed {
  type: 'text';
  question: string;
  format?: 'date' | 'digits';
  /** For a choice written out: each option in the words the form prints ("with-me" → "resides with me"). */
  words?: Readonly<Record<string, string>>;
}

/** A check box, checked when the answer equals `when`; `on` is the box's "on" value in the PDF (Y, N, 1…). */
export interface CheckMapping extends Placed {
  type: 'check';
  question: string;
  when: Answer;
  on: string;
}

/** A drop-down list (the states): the answer must be one of its options. */
export interface ChoiceMapping extends Placed {
  type: 'choice';
  question: string;
}

export type FieldMapping = TextMapping | CheckMapping | ChoiceMapping;

/** A signature line: never filled, named in the "who signs where" notes. */
export interface SignaturePlace extends Placed {
  /** Who signs: a person's role ("petitioner") or the interpreter or preparer. */
  signer: string;
}

/** One block of the form's Additional Information part: where an answer that did not fit continues. */
export interface AdditionalInfoBlock {
  page: string;
  part: string;
  item: string;
  text: string;
}

/**
 * A list the form has a few rows for (the N-400's trips abroad): the entries past the rows continue in the form's
 * Additional Information part, one line each, reported at the list's place on the form.
 */
export interface ContinuedList {
  /** The entries' question prefix: an entry's facts are `<question>.<n>.<fact>`. */
  question: string;
  /** The first entry without a row of its own. */
  first: number;
  /** A field of the list's rows: its page is the one the continuation names. */
  field: string;
  part: string;
  item: string;
  /** One entry as a line, from its answers by fact (dates as MM/DD/YYYY), numbered from 1; null for no entry. */
  line: (entry: Readonly<Record<string, string>>, number: number) => string | null;
}

/** Whether an id is a form's own question ("i-485.pt9.q10", "n-400.trip.0.departed"), not a profile fact. */
export const isFormQuestionId = (id: string): boolean => /^[a-z]+-\d/.test(id);

/** A question that only this form asks (its profile questions live in shared/forms/profile-facts.ts). */
export interface FormQuestion extends Fact {
  id: string;
}

/**
 * A printed form filed a second time by another person of the case: the joint sponsor's I-864 is the I-864 with the
 * joint sponsor's facts where the petitioner's were, and answers of its own to the form's questions (./form-copy.ts).
 */
export interface FormCopy {
  /** The printed form, as USCIS numbers it: its PDF, edition and fee are that form's. */
  form: string;
  /** Whose facts fill the copy, and whose they replace. */
  person: PersonRole;
  originalPerson: PersonRole;
  /** The copy's own questions carry this prefix where the printed form's carry `originalPrefix`: "i-864-joint". */
  prefix: string;
  originalPrefix: string;
}

export interface FormMap {
  /** As USCIS numbers it: "I-130"; a copy is named for its person: "I-864 (joint sponsor)". */
  form: string;
  /** Set on a copy of a printed form filed by another person. */
  copyOf?: FormCopy;
  fields: readonly FieldMapping[];
  signatures: readonly SignaturePlace[];
  /** The form's Additional Information part, when it has one; what does not fit there goes to a continuation sheet. */
  additionalInfo?: {
    part: string;
    /** The fields at the top of that part that identify the person (name, A-number), as question → field. */
    header: readonly TextMapping[];
    blocks: readonly AdditionalInfoBlock[];
  };
  /** Lists whose entries past the form's rows continue in Additional Information. */
  continuedLists?: readonly ContinuedList[];
  /** The questions only this form asks. */
  questions: readonly FormQuestion[];
}
