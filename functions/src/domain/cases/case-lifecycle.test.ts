import { describe, expect, it } from 'vitest';
import { CASE_STATUSES, STATUS_UPDATE_STATUSES, type CaseStatus } from '../../shared/cases/case-status';
import { applicantMoves, checkApplicantMove, checkStatusUpdate, moveEvent, type MoveCheck } from './case-lifecycle';
import { renderEnglish } from '../i18n/render';

/** A check with its message in English, as a user reading English sees it. */
const english = (check: MoveCheck) => (check.ok ? check : { ok: false, message: renderEnglish(check.message) });

// Written out here, not imported, so a change to the code's table fails these tests.
const ALLOWED_BY_HAND: ReadonlyArray<readonly [CaseStatus, CaseStatus]> = [
  ['Draft', 'Open'],
  ['Draft', 'Archived'],
  ['Open', 'Archived'],
  ['Archived', 'Open'],
];
const UPDATABLE: readonly CaseStatus[] = ['Open', 'Pending', 'Approved', 'Denied'];

const isAllowed = (from: CaseStatus, to: CaseStatus) => ALLOWED_BY_HAND.some(([f, t]) => f === from && t === to);
const ALL_PAIRS = CASE_STATUSES.flatMap((from) => CASE_STATUSES.map((to) => [from, to] as const));

describe('checkApplicantMove', () => {
  it('covers the six statuses of the spec', () => {
    expect([...CASE_STATUSES].sort()).toEqual(['Approved', 'Archived', 'Denied', 'Draft', 'Open', 'Pending']);
    expect(ALL_PAIRS).toHaveLength(36);
  });

  it.each(ALL_PAIRS)('%s -> %s follows the table of allowed moves', (from, to) => {
    const check = checkApplicantMove(from, to);
    if (isAllowed(from, to)) {
      expect(check).toEqual({ ok: true });
    } else {
      expect(check.ok).toBe(false);
      const message = check.ok ? '' : renderEnglish(check.message);
      expect(message.trim()).not.toBe('');
      expect(message).toContain(to);
    }
  });

  it('allows exactly four moves', () => {
    const allowed = ALL_PAIRS.filter(([from, to]) => checkApplicantMove(from, to).ok);
    expect(allowed).toEqual(expect.arrayContaining(ALLOWED_BY_HAND.map(([f, t]) => [f, t])));
    expect(allowed).toHaveLength(ALLOWED_BY_HAND.length);
  });

  it('never lets the applicant set Pending, Approved or Denied', () => {
    for (const from of CASE_STATUSES) {
      for (const to of STATUS_UPDATE_STATUSES) {
        expect(checkApplicantMove(from, to).ok).toBe(false);
      }
    }
  });

  it('explains each kind of refusal', () => {
    expect(english(checkApplicantMove('Open', 'Open'))).toEqual({ ok: false, message: 'The case is already Open.' });
    expect(english(checkApplicantMove('Open', 'Approved'))).toEqual({
      ok: false,
      message: 'A case becomes Approved through a status update from USCIS or an expert, not by hand.',
    });
    expect(english(checkApplicantMove('Open', 'Draft'))).toEqual({
      ok: false,
      message: 'A case that has been opened cannot go back to Draft.',
    });
    expect(english(checkApplicantMove('Pending', 'Archived'))).toEqual({
      ok: false,
      message: "A Pending case follows its application's status updates and cannot be changed to Archived by hand.",
    });
    expect(english(checkApplicantMove('Denied', 'Open'))).toEqual({
      ok: false,
      message: "A Denied case follows its application's status updates and cannot be changed to Open by hand.",
    });
  });
});

describe('applicantMoves', () => {
  it.each(CASE_STATUSES)('lists the moves allowed from %s', (from) => {
    const expected = ALLOWED_BY_HAND.filter(([f]) => f === from).map(([, t]) => t);
    expect([...applicantMoves(from)].sort()).toEqual([...expected].sort());
  });

  it('offers no move from a status only updates set', () => {
    expect(applicantMoves('Pending')).toEqual([]);
    expect(applicantMoves('Approved')).toEqual([]);
    expect(applicantMoves('Denied')).toEqual([]);
  });
});

describe('checkStatusUpdate', () => {
  const pairs = CASE_STATUSES.flatMap((from) => STATUS_UPDATE_STATUSES.map((to) => [from, to] as const));

  it('covers 6 x 3 pairs', () => {
    expect(pairs).toHaveLength(18);
  });

  it.each(pairs)('%s case, %s update: allowed only once filed and not archived', (from, to) => {
    const check = checkStatusUpdate(from, to);
    if (UPDATABLE.includes(from)) {
      expect(check).toEqual({ ok: true });
    } else {
      expect(check.ok).toBe(false);
      expect(check.ok ? '' : renderEnglish(check.message).trim()).not.toBe('');
    }
  });

  it('tells a Draft to be submitted first, naming the status', () => {
    for (const to of STATUS_UPDATE_STATUSES) {
      const check = checkStatusUpdate('Draft', to);
      expect(check.ok).toBe(false);
      expect(check.ok ? '' : renderEnglish(check.message)).toMatch(new RegExp(`^Submit the case before recording an? ${to} status\\.$`));
    }
  });

  it('uses the right article before the status in the Draft message', () => {
    expect(english(checkStatusUpdate('Draft', 'Approved'))).toEqual({
      ok: false,
      message: 'Submit the case before recording an Approved status.',
    });
    expect(english(checkStatusUpdate('Draft', 'Pending'))).toEqual({
      ok: false,
      message: 'Submit the case before recording a Pending status.',
    });
    expect(english(checkStatusUpdate('Draft', 'Denied'))).toEqual({
      ok: false,
      message: 'Submit the case before recording a Denied status.',
    });
  });

  it('tells an archived case to be restored first', () => {
    expect(english(checkStatusUpdate('Archived', 'Denied'))).toEqual({
      ok: false,
      message: 'Restore the archived case before recording a status update.',
    });
  });
});

describe('moveEvent', () => {
  it('names the applicant moves', () => {
    expect(renderEnglish(moveEvent('Draft', 'Open'))).toBe('Case submitted');
    expect(renderEnglish(moveEvent('Draft', 'Archived'))).toBe('Case archived');
    expect(renderEnglish(moveEvent('Open', 'Archived'))).toBe('Case archived');
    expect(renderEnglish(moveEvent('Archived', 'Open'))).toBe('Case restored from the archive');
  });

  it('describes any other move by its two statuses', () => {
    expect(renderEnglish(moveEvent('Open', 'Pending'))).toBe('Status changed from Open to Pending');
    expect(renderEnglish(moveEvent('Pending', 'Approved'))).toBe('Status changed from Pending to Approved');
  });
});
