// The three 'View Full …' toggles of each case (docs/SPEC.md section 4: "kept per case"), held by the page so
// collapsing a case and opening it again, or opening another one and coming back, keeps them.

export type CaseViewPart = 'review' | 'eligibility' | 'form';
export type CaseViewToggles = Readonly<Record<CaseViewPart, boolean>>;
export type ViewTogglesByCase = Readonly<Record<string, CaseViewToggles>>;

export const ALL_HIDDEN: CaseViewToggles = { review: false, eligibility: false, form: false };

export const togglesOf = (state: ViewTogglesByCase, caseId: string): CaseViewToggles => state[caseId] ?? ALL_HIDDEN;

/** Shows or hides one part of one case; `open` omitted flips it. */
export function setToggle(state: ViewTogglesByCase, caseId: string, part: CaseViewPart, open?: boolean): ViewTogglesByCase {
  const current = togglesOf(state, caseId);
  const next = open ?? !current[part];
  if (current[part] === next) return state;
  return { ...state, [caseId]: { ...current, [part]: next } };
}
