// The goals as the API shows them, in one language.
import type { Locale } from '../../shared/i18n/locale';
import { msg } from '../../shared/i18n/message';
import type { GoalsView } from '../../shared/forms/form-views';
import { render } from '../i18n/render';
import { GOALS } from './facts/goals';
import { printedForm } from './form-maps';

export const goalsView = (locale: Locale): GoalsView => ({
  goals: GOALS.map((goal) => ({
    goalId: goal.id,
    title: render(locale, msg(goal.title)),
    // As USCIS numbers them, each once: a joint sponsor's I-864 is an I-864.
    forms: [...new Set(goal.forms.map((entry) => printedForm(entry.form)))],
  })),
});
