// The answers that are sealed at rest and shown masked: Social Security numbers and A-Numbers (docs/forms.md).
const SENSITIVE_FACTS = new Set(['ssn', 'aNumber']);

/** Whether a question id names an SSN or an A-Number ("beneficiary.ssn", "beneficiary.child.0.aNumber", "i-485.pt1.q5.aNumber.0"). */
export const isSensitive = (questionId: string): boolean => questionId.split('.').some((part) => SENSITIVE_FACTS.has(part));

/** All but the last four digits hidden: "•••••6789". */
export function masked(value: string): string {
  const visible = value.slice(-4);
  return `${'•'.repeat(Math.max(0, value.length - visible.length))}${visible}`;
}
