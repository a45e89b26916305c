// The USCIS form editions that USCIS accepts, per form: the edition date each form prints in its footer ("Form I-130
// Edition 04/01/24"), as each form's page on uscis.gov and USCIS's Forms Updates page state it. Compiled on the date
// given from what those pages said when we last read them; our build machines cannot open uscis.gov, so the dates
// were not re-read online that day. USCIS changes editions often and sometimes accepts an older one for a grace
// period (`alsoAccepted`): confirm each page before a release, and update `checkedOn` when you do.
import type { DocumentKind } from '../../../shared/documents/document-kinds';

export interface FormEdition {
  /** The form as USCIS numbers it, e.g. "I-130". */
  form: string;
  kind: DocumentKind;
  /** The current edition, MM/DD/YY as printed on the form. */
  current: string;
  /** Older editions USCIS still accepts, MM/DD/YY. */
  alsoAccepted: readonly string[];
  source: string;
  checkedOn: string;
}

const CHECKED = '2026-11-22';

/** Where USCIS announces new editions and grace periods. */
export const FORMS_UPDATES_SOURCE = 'https://www.uscis.gov/forms/forms-updates';

const edition = (form: string, kind: DocumentKind, current: string, alsoAccepted: readonly string[] = []): FormEdition => ({
  form,
  kind,
  current,
  alsoAccepted,
  // Each form's own page, which states the edition USCIS accepts.
  source: `https://www.uscis.gov/${form.toLowerCase()}`,
  checkedOn: CHECKED,
});

export const FORM_EDITIONS: readonly FormEdition[] = [
  edition('I-130', 'form-i-130', '04/01/24'),
  edition('I-130A', 'form-i-130a', '04/01/24'),
  edition('I-864', 'form-i-864', '01/20/25'),
  edition('I-140', 'form-i-140', '04/01/24'),
  edition('I-589', 'form-i-589', '01/20/25'),
  edition('I-129F', 'form-i-129f', '04/01/24'),
  edition('I-360', 'form-i-360', '04/01/24'),
  edition('I-485', 'form-i-485', '01/20/25'),
  edition('I-765', 'form-i-765', '01/20/25'),
];

export const formEditionFor = (kind: DocumentKind): FormEdition | undefined => FORM_EDITIONS.find((entry) => entry.kind === kind);
