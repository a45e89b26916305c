import { Chip } from '@mui/material';

export type StatusTone = 'blue' | 'green' | 'yellow' | 'red' | 'gray' | 'darkGray';

// Fixed badge colours rather than palette roles: MUI's "warning" is orange, and the spec asks for
// yellow. Dark text on light tints keeps the contrast readable in both light and dark mode.
const TONES: Record<StatusTone, { bg: string; fg: string }> = {
  blue: { bg: '#dbeafe', fg: '#1e40af' },
  green: { bg: '#dcfce7', fg: '#166534' },
  yellow: { bg: '#fef08a', fg: '#713f12' },
  red: { bg: '#fee2e2', fg: '#991b1b' },
  gray: { bg: '#e5e7eb', fg: '#374151' },
  darkGray: { bg: '#4b5563', fg: '#f9fafb' },
};

/** A small coloured status badge; `data-tone` names the colour for tests and styling hooks. */
export function StatusChip({ label, tone }: { label: string; tone: StatusTone }) {
  const { bg, fg } = TONES[tone];
  return <Chip label={label} size="small" data-tone={tone} sx={{ bgcolor: bg, color: fg, fontWeight: 600 }} />;
}
