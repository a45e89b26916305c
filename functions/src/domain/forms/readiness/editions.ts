// Is each kept PDF the edition USCIS accepts? USCIS rejects a filing on an outdated edition, so the kept file's
// printed edition (functions/uscis-forms/manifest.json, read by data/form-templates.ts) must equal the one edition
// table that document review also checks uploads against (domain/documents/facts/form-editions.ts).
import { msg } from '../../../shared/i18n/message';
import { FORM_EDITIONS, type FormEdition } from '../../documents/facts/form-editions';
import { printedForm } from '../form-maps';
import { wholeForm, type Problem } from './problem';

/** A kept PDF's form and the edition its footer prints (MM/DD/YY), as the manifest lists it. */
export interface KeptEdition {
  form: string;
  edition: string;
}

/**
 * One problem per kept form of the package whose edition is not the current one: a blocker, unless the table says
 * USCIS still accepts that older edition (a warning). A copy filed by another person (the joint sponsor's I-864) is
 * the printed form's edition. Forms the package holds but we do not keep are not checked here.
 */
export function editionProblems(
  forms: readonly string[],
  kept: readonly KeptEdition[],
  table: readonly FormEdition[] = FORM_EDITIONS,
): Problem[] {
  return forms
    .flatMap((form) => {
      const entry = kept.find((candidate) => candidate.form === printedForm(form));
      return entry ? [{ form, entry }] : [];
    })
    .flatMap(({ form, entry }): Problem[] => {
      const row = table.find((candidate) => candidate.form === entry.form);
      const refs = [wholeForm(form)];
      if (!row) {
        return [{ kind: 'edition', severity: 'blocker', message: msg('forms:readyEditionUnknown', { ...entry }), refs }];
      }
      if (row.current === entry.edition) return [];
      const params = { form: entry.form, kept: entry.edition, current: row.current };
      return row.alsoAccepted.includes(entry.edition)
        ? [{ kind: 'edition', severity: 'warning', message: msg('forms:readyEditionStillAccepted', params), refs }]
        : [{ kind: 'edition', severity: 'blocker', message: msg('forms:readyEditionOutdated', params), refs }];
    });
}
