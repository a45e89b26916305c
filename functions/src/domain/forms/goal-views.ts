// The goals as the API shows them, in one language.
import type { Locale } from '../../shared/i18n/locale';
import { msg } from '../../shared/i18n/message';
import type { GoalsView } from '../../shared/forms/form-views';
import { render } from '../i18n/render';
import { GOALS } from './facts/goals';

export const goalsView = (locale: Locale): GoalsView => ({
  goals: GOALS.map((goal) => ({
    goalId: goal.id,
    title: render(locale, msg(goal.title)),
    forms: goal.forms.map((entry) => entry.form),
  })),
});
