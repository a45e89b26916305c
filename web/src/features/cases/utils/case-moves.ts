// The status buttons of an expanded case, from its allowedMoves (the server decides what is allowed).
import type { CaseStatus } from '@shared/cases/case-status';

export interface CaseMove {
  to: CaseStatus;
  label: 'Submit' | 'Archive' | 'Restore';
}

/** Draft -> Open is Submit, Archived -> Open is Restore, anything -> Archived is Archive; other moves have no button. */
export function moveLabel(from: CaseStatus, to: CaseStatus): CaseMove['label'] | null {
  if (to === 'Archived') return 'Archive';
  if (to === 'Open' && from === 'Draft') return 'Submit';
  if (to === 'Open' && from === 'Archived') return 'Restore';
  return null;
}

export function caseMoves(from: CaseStatus, allowed: readonly CaseStatus[]): CaseMove[] {
  const moves = allowed.flatMap((to) => {
    const label = moveLabel(from, to);
    return label ? [{ to, label }] : [];
  });
  // The forward move first, Archive last.
  return moves.sort((a, b) => Number(a.label === 'Archive') - Number(b.label === 'Archive'));
}
