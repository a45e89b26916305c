import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CaseFormsView } from '@shared/forms/form-views';
import type { CaseSummary } from '@shared/cases/case-views';
import { FormsLead, formsProgress, goalCaseOf } from './forms-lead';

const form = (formId: string, answered: number, asked: number, fillable = true, status: 'ready' | 'in-progress' = 'in-progress') => ({
  formId,
  form: formId.toUpperCase(),
  title: formId,
  edition: null,
  required: true,
  fillable,
  officialPage: 'https://www.uscis.gov/',
  status,
  missing: asked - answered,
  answered,
  asked,
  fee: { online: null, paper: 0 },
});
const FORMS: CaseFormsView = {
  goal: 'marriage-adjustment',
  forms: [form('i-130', 30, 30, true, 'ready'), form('i-130a', 0, 0, false), form('i-485', 10, 70)],
  total: { online: null, paper: 0 },
  plan: [],
};

const render = (seed: [readonly unknown[], unknown][]) => {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const [key, data] of seed) client.setQueryData(key, data);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FormsLead />
      </MemoryRouter>
    </QueryClientProvider>,
  )
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/\s+/g, ' ');
};
/** What the lead reads of a case; the rest of a summary does not matter here. */
type LeadCase = Pick<CaseSummary, 'caseId' | 'caseName' | 'goal' | 'status'>;
const caseSummary = (overrides: Partial<LeadCase> = {}): LeadCase => ({
  caseId: 'case-1',
  caseName: 'Work visa',
  goal: null,
  status: 'Open',
  ...overrides,
});
const page = (cases: LeadCase[]) => ({
  cases,
  total: cases.length,
  page: 1,
  pageSize: 100,
  statusProvider: 'manual',
});

describe('the overview lead', () => {
  it('leads with the open case that has a goal, and sums its fillable forms', () => {
    const marriage = caseSummary({ caseId: 'm1', goal: 'marriage-adjustment', caseName: 'Green card through marriage' });
    expect(goalCaseOf([caseSummary(), caseSummary({ goal: 'marriage-adjustment', status: 'Archived' }), marriage])).toBe(marriage);
    expect(goalCaseOf([caseSummary()])).toBeNull();
    expect(formsProgress(FORMS)).toEqual({ answered: 40, asked: 100, ready: 1, count: 2, percent: 40 });
    const shown = render([
      [['cases', 'recent'], page([marriage])],
      [['forms', 'm1', 'list'], FORMS],
    ]);
    expect(shown).toContain('Your forms');
    expect(shown).toMatch(/40 of 100 questions answered · 1 of 2 forms ready/);
    expect(shown).toContain('href="/cases/forms?case=m1"');
  });

  it('asks a user without a case what they want to do, and leaves a user with other cases alone', () => {
    expect(render([[['cases', 'recent'], page([])]])).toContain('What do you want to do?');
    expect(render([[['cases', 'recent'], page([caseSummary()])]])).toBe('');
  });
});
