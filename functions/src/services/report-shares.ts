// Share Report: a link to a read-only page with a review's report (GET /shared/reports/<token>, no sign-in). The token
// is 32 random bytes (base64url); only its SHA-256 is stored, as the link's id. A link lives 7 days, can be revoked,
// and a new one revokes the review's earlier link. The page shows the report and each file's findings with document
// numbers masked, and nothing that reaches a file (no paths, no stored names, no ids but the link's own).
import { createHash, randomBytes } from 'node:crypto';
import { config } from '../config';
import { getOwnedReview, REVIEW_NOT_FOUND, type ReviewRecord } from '../data/document-reviews-repo';
import { createShare, findShare, isLive, listReviewShares, revokeShares } from '../data/report-shares-repo';
import { maskForShare } from '../domain/documents/mask';
import { notFound } from '../domain/errors';
import { log } from '../log';
import type { ShareLink, SharedReportView } from '../shared/documents/review-views';
import { DOCUMENT_CATEGORIES } from '../shared/reference/categories';
import { recordAudit } from './audit';
import { msg } from '../shared/i18n/message';

export const SHARE_LIFETIME_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The same answer for a token that never existed, one that expired and one that was revoked. */
export const SHARED_REPORT_NOT_FOUND = msg('errors:thisSharedReportDoesNotExist');

/** 32 random bytes in base64url: exactly 43 characters of that alphabet. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export const sharedReportUrl = (token: string): string => `${config.appUrl}/shared/reports/${token}`;

async function ownedReview(uid: string, reviewId: string): Promise<ReviewRecord> {
  const review = await getOwnedReview(uid, reviewId);
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  return review;
}

/** The review's live link, if it has one (its token cannot be shown again: only its hash is kept). */
export async function liveShareOf(uid: string, reviewId: string, now = new Date()): Promise<{ shareId: string; expiresAt: string } | null> {
  const live = (await listReviewShares(uid, reviewId)).find((share) => isLive(share, now));
  return live ? { shareId: live.id, expiresAt: live.expiresAt } : null;
}

/** Makes a new link for the caller's review, revoking any earlier one; the token is answered this once. */
export async function createShareLink(uid: string, reviewId: string, userAgent?: string): Promise<ShareLink> {
  await ownedReview(uid, reviewId);
  const token = randomBytes(32).toString('base64url');
  const shareId = hashOf(token);
  const expiresAt = new Date(Date.now() + SHARE_LIFETIME_DAYS * DAY_MS);
  if (!(await createShare(uid, reviewId, shareId, expiresAt))) throw notFound(REVIEW_NOT_FOUND);
  await recordAudit(uid, 'share-link-created', userAgent);
  log.info('report share link created', { reviewId, shareId });
  return { shareId, token, url: sharedReportUrl(token), expiresAt: expiresAt.toISOString() };
}

/** Revokes the caller's review's link; a review without a live link is left as it is. */
export async function revokeShareLink(uid: string, reviewId: string, userAgent?: string): Promise<void> {
  await ownedReview(uid, reviewId);
  const revoked = await revokeShares(uid, reviewId);
  if (revoked > 0) {
    await recordAudit(uid, 'share-link-revoked', userAgent);
    log.info('report share link revoked', { reviewId, revoked });
  }
}

/**
 * The report as the public page shows it (domain/documents/mask.ts: document numbers masked, dates of birth left out),
 * and nothing that reaches a file: no path, no stored name, no id.
 */
export function toSharedReportView(review: ReviewRecord, expiresAt: string): SharedReportView {
  return {
    ...maskForShare(review),
    categoryLabel: DOCUMENT_CATEGORIES.find((c) => c.key === review.category)?.label ?? review.category,
    country: review.country,
    createdAt: review.createdAt,
    expiresAt,
  };
}

/** What a link opens, for anyone holding it; unknown, expired and revoked links all answer the same 404. */
export async function openSharedReport(token: string, now = new Date()): Promise<SharedReportView> {
  if (!TOKEN_PATTERN.test(token)) throw notFound(SHARED_REPORT_NOT_FOUND);
  const share = await findShare(hashOf(token));
  if (!share || !isLive(share, now)) throw notFound(SHARED_REPORT_NOT_FOUND);
  // The link names its owner: the review must still be that user's (a reset review is gone).
  const review = await getOwnedReview(share.ownerUid, share.reviewId);
  if (!review) throw notFound(SHARED_REPORT_NOT_FOUND);
  return toSharedReportView(review, share.expiresAt);
}
