// App paths that open a case, used by links in chat replies and notifications.

/** My Cases with the case expanded. */
export const caseViewPath = (caseId: string): string => `/cases/view?case=${encodeURIComponent(caseId)}`;

/** The assistant, opened with the case as its context ('Discuss with AI'). */
export const discussCasePath = (caseId: string): string => `/ai-assistant/chat?case=${encodeURIComponent(caseId)}`;

/** The case's forms and their interview ('Prepare your forms'). */
export const caseFormsPath = (caseId: string): string => `/cases/forms?case=${encodeURIComponent(caseId)}`;

/** Track Your Applications: each tracked application with its notices, priority date and processing time. */
export const TRACK_APPLICATIONS_PATH = '/cases/track';

/** The fee calculator, with the forms to price when there are any. */
export const feeCalculatorPath = (forms: readonly string[] = []): string =>
  forms.length === 0 ? '/resources/fees' : `/resources/fees?${new URLSearchParams({ forms: forms.join(',') }).toString()}`;
