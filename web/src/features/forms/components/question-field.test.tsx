import { describe, expect, it } from 'vitest';
import type { QuestionView } from '@shared/forms/form-views';
import { question } from '../testing/form-views';
import { renderStatic, visibleText } from '../testing/render';
import type { Draft } from '../utils/answer-value';
import { QuestionField } from './question-field';

const render = (q: QuestionView, draft: Draft = '', problem: string | null = null) =>
  renderStatic(
    <QuestionField
      caseId="case-1"
      question={q}
      draft={draft}
      problem={problem}
      onDraft={() => undefined}
      onLeave={() => undefined}
      onReveal={() => undefined}
      revealing={false}
    />,
  );

/** The id of the input a <label for> names, and the ids its aria-describedby lists. */
function labelledInput(html: string, label: string) {
  const forId = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}`).exec(html)?.[1];
  const input = forId ? new RegExp(`<(?:input|select)[^>]*id="${forId}"[^>]*>`).exec(html)?.[0] : undefined;
  return { input, describedBy: /aria-describedby="([^"]+)"/.exec(input ?? '')?.[1]?.split(' ') ?? [] };
}

describe('QuestionField', () => {
  it('labels a text input with the question, and describes it with its help and where it lands', () => {
    const html = render(
      question({
        refs: [
          { form: 'I-485', part: '1', item: '1.a' },
          { form: 'I-130', part: '4', item: '1.a' },
        ],
      }),
      'García',
    );
    const { input, describedBy } = labelledInput(html, 'Family name \\(last name\\)');
    expect(input).toContain('value="García"');
    expect(input).toContain('type="text"');
    expect(describedBy).toHaveLength(2);
    const shown = visibleText(html);
    expect(shown).toContain('As on your passport.');
    expect(shown).toContain('On the form: Form I-485, Part 1, Item 1.a; Form I-130, Part 4, Item 1.a');
    expect(shown).not.toContain('Prefilled');
  });

  it('asks for English where the form is filed in English, and marks a prefilled answer', () => {
    const shown = visibleText(render(question({ englishOnly: true, prefilled: true, value: 'Garcia' }), 'Garcia'));
    expect(shown).toContain('Forms are filed in English, so write this answer in English.');
    expect(shown).toContain('Prefilled');
    expect(shown).toContain('Filled in from what you already gave us.');
  });

  it('writes a date with a date input, and shows the problem next to the question', () => {
    const html = render(
      question({ id: 'beneficiary.birthDate', label: 'Date of birth', type: 'date' }),
      '2027-01-01',
      'The date cannot be in the future.',
    );
    const { input, describedBy } = labelledInput(html, 'Date of birth');
    expect(input).toContain('type="date"');
    expect(input).toContain('value="2027-01-01"');
    expect(input).toContain('aria-invalid="true"');
    expect(html).toContain(`id="${describedBy[0]}"`);
    expect(visibleText(html)).toContain('The date cannot be in the future.');
  });

  it('asks a yes/no as two labelled radios in a named group', () => {
    const html = render(question({ id: 'i-485.pt8.q1', label: 'Have you ever been arrested?', type: 'yes-no' }), false);
    expect(html).toMatch(/<legend[^>]*id="([^"]+)"[^>]*>Have you ever been arrested\?/);
    expect(html).toMatch(/role="radiogroup" aria-labelledby="[^"]+"/);
    expect(html).toMatch(/<input type="radio"[^>]*checked="" value="false"/);
    expect(html).not.toMatch(/checked="" value="true"/);
    expect(visibleText(html)).toMatch(/Yes No/);
  });

  it('offers a choice as a labelled select with its options', () => {
    const html = render(
      question({
        id: 'beneficiary.sex',
        label: 'Sex',
        type: 'choice',
        options: [
          { value: 'male', label: 'Male' },
          { value: 'female', label: 'Female' },
        ],
      }),
      'female',
    );
    expect(labelledInput(html, 'Sex').input).toMatch(/^<select/);
    expect(html).toContain('<option value="female" selected="">Female</option>');
    expect(visibleText(html)).toContain('Choose one');
  });

  it('shows a masked answer as masked, read-only, with Show', () => {
    const html = render(
      question({ id: 'beneficiary.ssn', label: 'Social Security number', type: 'digits', masked: true, value: '•••-••-6789' }),
      '•••-••-6789',
    );
    const { input } = labelledInput(html, 'Social Security number');
    expect(input).toContain('readOnly=""');
    expect(input).toContain('inputMode="numeric"');
    expect(html).toContain('aria-label="Show Social Security number"');
  });

  it('warns of an answer that can bar the application, with the way to an expert', () => {
    const flagged = question({
      id: 'i-485.pt8.q1',
      type: 'yes-no',
      label: 'Have you ever been arrested?',
      flag: { when: true, warning: 'An arrest can make you inadmissible.' },
    });
    const yes = render(flagged, true);
    expect(yes).toContain('role="alert"');
    expect(visibleText(yes)).toContain('This answer can affect your application An arrest can make you inadmissible.');
    expect(yes).toContain('href="/cases/discuss?case=case-1"');
    expect(render(flagged, false)).not.toContain('An arrest can make you inadmissible.');
  });
});
