// The USCIS form editions that USCIS accepts, per form: the edition date each form prints in its footer ("Form I-130
// Edition 04/01/24"). This is the one edition table: document review checks uploaded forms against it, and the form
// filler's kept PDFs (functions/uscis-forms/manifest.json) must print the same edition, which a unit test checks.
// The forms we keep were checked on the footers of the files USCIS published on each form's page by late 2025
// (`checkedOn` 2026-11-29); the others were compiled from those pages on 2026-11-22. Our build machines cannot open
// uscis.gov, so no date was re-read online. USCIS changes editions often and sometimes accepts an older one for a
// grace period (`alsoAccepted`): confirm each page before a release, and update `checkedOn` when you do.
import type { DocumentKind } from '../../../shared/documents/document-kinds';

export interface FormEdition {
  /** The form as USCIS numbers it, e.g. "I-130". */
  form: string;
  /** What document review calls an uploaded copy of the form, for the forms it recognises. */
  kind?: DocumentKind;
  /** The current edition, MM/DD/YY as printed on the form. */
  current: string;
  /** Older editions USCIS still accepts, MM/DD/YY. */
  alsoAccepted: readonly string[];
  source: string;
  checkedOn: string;
}

/** When the edition was compiled from the form's page. */
const COMPILED = '2026-11-22';
/** When the edition was read from the footer of the PDF published on the form's page (the kept forms). */
const KEPT = '2026-11-29';
/**
 * When the edition was corrected from the footer of the form's official PDF as our acceptance testers downloaded it
 * from the form's page (the I-140 and I-360; we keep no copy): confirm on the page before a release.
 */
const READ_FROM_PDF = '2026-11-29';

/** Where USCIS announces new editions and grace periods. */
export const FORMS_UPDATES_SOURCE = 'https://www.uscis.gov/forms/forms-updates';

const edition = (form: string, kind: DocumentKind | null, current: string, checkedOn: string): FormEdition => ({
  form,
  ...(kind ? { kind } : {}),
  current,
  alsoAccepted: [],
  // Each form's own page, which states the edition USCIS accepts.
  source: `https://www.uscis.gov/${form.toLowerCase()}`,
  checkedOn,
});

export const FORM_EDITIONS: readonly FormEdition[] = [
  edition('I-130', 'form-i-130', '04/01/24', KEPT),
  edition('I-130A', 'form-i-130a', '04/01/24', COMPILED),
  edition('I-864', 'form-i-864', '10/17/24', KEPT),
  edition('I-140', 'form-i-140', '06/07/24', READ_FROM_PDF),
  edition('I-589', 'form-i-589', '01/20/25', COMPILED),
  edition('I-129F', 'form-i-129f', '01/20/25', KEPT),
  edition('I-360', 'form-i-360', '01/20/25', READ_FROM_PDF),
  edition('I-485', 'form-i-485', '01/20/25', KEPT),
  edition('I-765', 'form-i-765', '01/20/25', KEPT),
  edition('I-131', 'form-i-131', '01/20/25', KEPT),
  edition('N-400', 'form-n-400', '01/20/25', KEPT),
  edition('I-90', 'form-i-90', '01/20/25', KEPT),
  edition('I-751', 'form-i-751', '04/01/24', KEPT),
  edition('I-539', 'form-i-539', '08/28/24', KEPT),
];

export const formEditionFor = (kind: DocumentKind): FormEdition | undefined => FORM_EDITIONS.find((entry) => entry.kind === kind);
