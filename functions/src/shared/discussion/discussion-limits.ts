// The limits of the case discussion with an expert, and the app paths that open one: constants the web's forms and
// links use at run time, apart from the answer schemas (discussion-views.ts) so that importing one does not load zod.

export const MAX_DISCUSSION_TEXT = 8000;
export const MAX_EXPERT_NOTE = 2000;
export const MAX_STATUS_REASON = 1000;
export const MAX_HIGHLIGHTS = 20;
export const MAX_HIGHLIGHT_CHARS = 500;
export const MAX_FILES_PER_DISCUSSION_MESSAGE = 5;
/** Most messages one catch-up (`discussion:join` or `GET /cases/{id}/discussion`) returns; `hasMore` says to ask again. */
export const DISCUSSION_PAGE = 500;
/** docs/SPEC.md section 9: the Download Summary label reads 'Downloaded' this long. */
export const SUMMARY_LABEL_MS = 1000;

/** App path of a case's discussion. */
export const caseDiscussionPath = (caseId: string): string => `/cases/discuss?case=${encodeURIComponent(caseId)}`;
/** App path of the expert's desk, with a case open. */
export const expertCasePath = (caseId: string): string => `/expert?case=${encodeURIComponent(caseId)}`;
