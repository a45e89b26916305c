// The case's fees in the fee calculator: the forms the applicant files (the required ones and the optional ones begun)
// that cost something, with the I-765 at its fee with a pending I-485 when the package holds one.
import type { CaseFormsView } from '@shared/forms/form-views';
import { paths } from '@/config/paths';

export function caseFeesPath(view: CaseFormsView): string | null {
  const forms = view.forms
    .filter((form) => (form.required || form.status !== 'not-started') && (form.fee.paper > 0 || (form.fee.online ?? 0) > 0))
    .map((form) => form.form);
  if (forms.length === 0) return null;
  return paths.fees(forms, {
    filing: view.total.online === null ? 'paper' : 'online',
    ...(forms.includes('I-485') ? { withPendingI485: 'true' } : {}),
  });
}
