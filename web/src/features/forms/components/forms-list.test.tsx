import { describe, expect, it } from 'vitest';
import { caseForm, caseForms } from '../testing/form-views';
import { renderStatic, visibleText } from '../testing/render';
import { FormsList, progressOf } from './forms-list';

describe('FormsList', () => {
  it('shows each form with its edition, need, status, progress and fees, and the total', () => {
    const view = caseForms(
      [
        caseForm({
          formId: 'i-130',
          form: 'I-130',
          title: 'Petition for Alien Relative',
          fee: { online: 625, paper: 675 },
          status: 'ready',
          answered: 30,
          asked: 30,
        }),
        caseForm({ required: false, status: 'not-started', answered: 0 }),
      ],
      { total: { online: 625, paper: 2115 } },
    );
    const html = renderStatic(<FormsList caseId="case-1" view={view} selected="i-130" />);
    const shown = visibleText(html);
    expect(shown).toContain('I-130: Petition for Alien Relative Required Ready Edition 01/20/25 Fee: $625.00 online, $675.00 on paper');
    expect(shown).toContain('30 of 30 answered Open below');
    expect(shown).toContain('Optional Not started');
    expect(shown).toContain('Fee: $1,440.00, on paper only');
    expect(shown).toContain('Total to pay Fee: $625.00 online, $2,115.00 on paper');
    expect(html).toContain('aria-label="Progress of I-485"');
    expect(html).toContain('href="/cases/forms?case=case-1&amp;form=i-485"');
  });

  it('lists a form we do not fill with its official page, and no progress', () => {
    const html = renderStatic(
      <FormsList
        caseId="case-1"
        view={caseForms([
          caseForm({
            formId: 'i-693',
            form: 'I-693',
            fillable: false,
            edition: null,
            officialPage: 'https://www.uscis.gov/i-693',
            fee: { online: null, paper: 0 },
          }),
        ])}
        selected={null}
      />,
    );
    const shown = visibleText(html);
    expect(shown).toContain('No fee');
    expect(shown).toContain('We do not fill this form for you. Get I-693 from its official page');
    expect(html).toContain('href="https://www.uscis.gov/i-693"');
    expect(html).not.toContain('Progress of I-693');
  });

  it('measures progress as answered of asked', () => {
    expect([progressOf({ answered: 1, asked: 3 }), progressOf({ answered: 0, asked: 0 }), progressOf({ answered: 5, asked: 4 })]).toEqual([
      33, 100, 100,
    ]);
  });
});
