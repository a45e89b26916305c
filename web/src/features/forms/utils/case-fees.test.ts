import { describe, expect, it } from 'vitest';
import type { CaseFormsView, CaseFormView } from '@shared/forms/form-views';
import { caseFeesPath } from './case-fees';

const form = (number: string, fee: CaseFormView['fee'], more: Partial<CaseFormView> = {}): CaseFormView => ({
  formId: number.toLowerCase(),
  form: number,
  title: number,
  edition: null,
  required: true,
  fillable: true,
  officialPage: '',
  status: 'not-started',
  missing: 0,
  answered: 0,
  asked: 0,
  fee,
  ...more,
});

const view = (forms: CaseFormView[], total: CaseFormsView['total']): CaseFormsView => ({
  goal: 'marriage-adjustment',
  forms,
  total,
  plan: [],
});

describe('caseFeesPath', () => {
  it('opens the calculator on paper with the paid forms filed, the I-765 with the pending I-485', () => {
    const path = caseFeesPath(
      view(
        [
          form('I-130', { online: 625, paper: 675 }),
          form('I-130A', { online: 0, paper: 0 }),
          form('I-485', { online: null, paper: 1440 }),
          form('I-765', { online: null, paper: 260 }, { required: false, status: 'in-progress' }),
          form('I-131', { online: 580, paper: 630 }, { required: false }),
        ],
        { online: null, paper: 2375 },
      ),
    );
    expect(path).toBe('/resources/fees?forms=I-130%2CI-485%2CI-765&filing=paper&withPendingI485=true');
  });

  it('has nothing to open when nothing costs anything', () => {
    expect(caseFeesPath(view([form('I-130A', { online: 0, paper: 0 })], { online: 0, paper: 0 }))).toBeNull();
  });
});
