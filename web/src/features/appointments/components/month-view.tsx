// The month view: a grid of days (Sunday first) with each day's appointments as chips, on the day each falls in its
// own time zone. The grid follows the ARIA grid pattern: one day takes Tab, the arrows (and Home, End, Page Up/Down)
// move between days, and the chosen day's appointments are listed under the grid with their actions.
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Chip, IconButton, Typography } from '@mui/material';
import type { AppointmentView } from '@shared/appointments/appointment-views';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateWith } from '@/lib/i18n/format';
import { formatTime, typeName } from '../utils/format';
import { keyMove, monthOf, monthWeeks, shiftMonth, todayLocal, type MonthCursor } from '../utils/month-grid';

/** Sunday to Saturday in the chosen language (January 4, 1970 was a Sunday): the short name shown, the long one read. */
const weekdays = () =>
  Array.from({ length: 7 }, (_, i) => {
    const day = new Date(Date.UTC(1970, 0, 4 + i));
    return {
      short: formatDateWith(day, { weekday: 'short', timeZone: 'UTC' }),
      long: formatDateWith(day, { weekday: 'long', timeZone: 'UTC' }),
    };
  });

const monthTitle = (cursor: MonthCursor) =>
  formatDateWith(new Date(Date.UTC(cursor.year, cursor.month - 1, 1)), { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayTitle = (day: string) =>
  formatDateWith(new Date(`${day}T00:00:00Z`), { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

interface MonthViewProps {
  appointments: readonly AppointmentView[];
  /** The chosen day's appointments, with their actions. */
  renderDay: (appointments: AppointmentView[]) => ReactNode;
}

export function MonthView({ appointments, renderDay }: MonthViewProps) {
  const { t } = useTranslation('appointments');
  const [focused, setFocused] = useState(() => appointments.find((a) => !a.past && a.status === 'scheduled')?.date ?? todayLocal());
  const [cursor, setCursor] = useState<MonthCursor>(() => monthOf(focused));
  const gridRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const weeks = useMemo(() => monthWeeks(cursor), [cursor]);
  const byDay = useMemo(() => {
    const map = new Map<string, AppointmentView[]>();
    for (const a of [...appointments].sort((x, y) => x.startsAt.localeCompare(y.startsAt)))
      map.set(a.date, [...(map.get(a.date) ?? []), a]);
    return map;
  }, [appointments]);

  // After a key moved the focused day, put the browser's focus on it (the grid may have re-rendered for a new month).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, cursor]);

  const focusDay = (day: string, fromKey: boolean) => {
    moved.current = fromKey;
    setFocused(day);
    const month = monthOf(day);
    if (month.year !== cursor.year || month.month !== cursor.month) setCursor(month);
  };

  const changeMonth = (months: number) => {
    const next = shiftMonth(cursor, months);
    setCursor(next);
    setFocused(`${next.year}-${String(next.month).padStart(2, '0')}-01`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, day: string) => {
    const target = keyMove(day, event.key);
    if (!target) return;
    event.preventDefault();
    focusDay(target, true);
  };

  const title = monthTitle(cursor);
  const titleId = 'appointments-month-title';
  const inMonth = (day: string) => Number(day.slice(5, 7)) === cursor.month;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton aria-label={t('month.previous')} onClick={() => changeMonth(-1)}>
          <ChevronLeft />
        </IconButton>
        <Typography id={titleId} component="h2" variant="h6" aria-live="polite">
          {title}
        </Typography>
        <IconButton aria-label={t('month.next')} onClick={() => changeMonth(1)}>
          <ChevronRight />
        </IconButton>
      </Box>
      <Box
        ref={gridRef}
        role="grid"
        aria-labelledby={titleId}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
      >
        <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', bgcolor: 'action.hover' }}>
          {weekdays().map((name) => (
            <Box
              key={name.long}
              role="columnheader"
              aria-label={name.long}
              sx={{ py: 0.5, textAlign: 'center', typography: 'caption', fontWeight: 600 }}
            >
              {name.short}
            </Box>
          ))}
        </Box>
        {weeks.map((week) => (
          <Box key={week[0]} role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}>
            {week.map((day) => {
              const items = byDay.get(day) ?? [];
              const active = day === focused;
              const label = items.length ? t('month.dayWithCount', { day: dayTitle(day), count: items.length }) : dayTitle(day);
              return (
                <Box
                  key={day}
                  role="gridcell"
                  data-day={day}
                  tabIndex={active ? 0 : -1}
                  aria-selected={active}
                  aria-label={label}
                  onKeyDown={(event) => onKeyDown(event, day)}
                  onClick={() => focusDay(day, false)}
                  sx={{
                    minHeight: { xs: 56, sm: 92 },
                    p: 0.5,
                    borderTop: 1,
                    borderLeft: 1,
                    borderColor: 'divider',
                    cursor: 'pointer',
                    minWidth: 0,
                    color: inMonth(day) ? 'text.primary' : 'text.disabled',
                    bgcolor: active ? 'action.selected' : undefined,
                    outlineOffset: -2,
                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
                  }}
                >
                  <Typography variant="caption" component="div" sx={{ fontWeight: day === todayLocal() ? 700 : 400 }}>
                    {Number(day.slice(8, 10))}
                  </Typography>
                  <Box sx={{ display: { xs: 'flex', sm: 'none' }, gap: 0.25, flexWrap: 'wrap' }} aria-hidden>
                    {items.map((a) => (
                      <Box
                        key={a.id}
                        sx={{
                          width: 6,
                          height: 6,
                          borderRadius: '50%',
                          bgcolor: a.status === 'cancelled' ? 'text.disabled' : a.overlaps.length ? 'warning.main' : 'primary.main',
                        }}
                      />
                    ))}
                  </Box>
                  <Box sx={{ display: { xs: 'none', sm: 'flex' }, flexDirection: 'column', gap: 0.25 }}>
                    {items.map((a) => (
                      <Chip
                        key={a.id}
                        size="small"
                        data-testid="month-chip"
                        tabIndex={-1}
                        label={t('month.chip', { time: formatTime(a), type: typeName(a.type) })}
                        color={a.status === 'cancelled' ? 'default' : a.overlaps.length ? 'warning' : 'primary'}
                        variant={a.past || a.status === 'cancelled' ? 'outlined' : 'filled'}
                        sx={{ maxWidth: '100%', textDecoration: a.status === 'cancelled' ? 'line-through' : undefined }}
                      />
                    ))}
                  </Box>
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
      <Typography component="h2" variant="subtitle1" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
        {dayTitle(focused)}
      </Typography>
      {(byDay.get(focused) ?? []).length > 0 ? (
        renderDay(byDay.get(focused) ?? [])
      ) : (
        <Typography color="text.secondary">{t('month.noneThisDay')}</Typography>
      )}
    </Box>
  );
}
