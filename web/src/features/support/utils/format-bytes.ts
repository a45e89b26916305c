import { i18n } from '@/lib/i18n/i18n';
import { formatNumber } from '@/lib/i18n/format';

/** "1.4 MB", "820 KB", "12 B" (numbers and units in the chosen language) */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return i18n.t('support:bytes.b', { size: formatNumber(bytes, { useGrouping: false }) });
  if (bytes < 1024 * 1024) return i18n.t('support:bytes.kb', { size: formatNumber(Math.round(bytes / 1024), { useGrouping: false }) });
  return i18n.t('support:bytes.mb', {
    size: formatNumber(bytes / (1024 * 1024), { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }),
  });
}
