// Preparing a filing: the goals an applicant can choose (docs/forms.md).
import { goalsView } from '../domain/forms/goal-views';
import type { GoalsView } from '../shared/forms/form-views';
import type { Locale } from '../shared/i18n/locale';

export const listGoals = (locale: Locale): GoalsView => goalsView(locale);
