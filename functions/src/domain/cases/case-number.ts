// Case numbers people can read out on the phone: product prefix, year, and a yearly sequence.
export function formatCaseNumber(year: number, sequence: number): string {
  return `IA-${year}-${String(sequence).padStart(6, '0')}`;
}
