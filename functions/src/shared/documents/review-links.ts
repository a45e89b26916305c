// Where a document review is shown in the app: notifications, the chat's follow-up and the web's wizard agree on it.

/** The query parameter of /ai-assistant/documents?review=<id>: the wizard opens that review's results. */
export const REVIEW_PARAM = 'review';

export const reviewViewPath = (reviewId: string): string => `/ai-assistant/documents?${REVIEW_PARAM}=${encodeURIComponent(reviewId)}`;
