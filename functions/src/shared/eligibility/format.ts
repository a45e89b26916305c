// Wording helpers so every reason reads the same way.

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? wholeDollars.format(amount) : withCents.format(amount);
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

export function formatPercent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}

/** "a, b and c" */
export function listAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

// Applicants type "none" or "n/a" into free-text boxes they do not need; that is not a disclosure.
const NOTHING_TO_REPORT = new Set(['', 'none', 'no', 'n/a', 'na', 'nil', 'nothing', '-', '--', 'not applicable']);

export function hasContent(text: string | undefined): boolean {
  if (text === undefined) return false;
  return !NOTHING_TO_REPORT.has(text.trim().toLowerCase().replace(/\.$/, ''));
}
