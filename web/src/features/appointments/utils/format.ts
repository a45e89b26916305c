// How the appointments screen writes times: in the appointment's own zone, as its notice does.
import type { AppointmentType } from '@shared/appointments/appointments';
import type { AppointmentView } from '@shared/appointments/appointment-views';
import { ZONED_TIME } from '@shared/i18n/message';
import { formatDateWith } from '@/lib/i18n/format';
import { i18n } from '@/lib/i18n/i18n';

/** 'Tue, Mar 2, 2027, 9:00 AM EST' in the appointment's zone. */
export const formatWhen = (appointment: Pick<AppointmentView, 'startsAt' | 'timeZone'>): string =>
  formatDateWith(appointment.startsAt, { ...ZONED_TIME, timeZone: appointment.timeZone });

/** '9:00 AM' in the appointment's zone, for the month grid's chips. */
export const formatTime = (appointment: Pick<AppointmentView, 'startsAt' | 'timeZone'>): string =>
  formatDateWith(appointment.startsAt, { hour: 'numeric', minute: '2-digit', timeZone: appointment.timeZone });

/** An appointment type in the chosen language ('Biometrics'). */
export const typeName = (type: AppointmentType): string => i18n.t(`appointments:type.${type}`);

export const appointmentName = (appointment: Pick<AppointmentView, 'type' | 'title'>): string =>
  appointment.title
    ? i18n.t('appointments:nameWithTitle', { type: typeName(appointment.type), title: appointment.title })
    : typeName(appointment.type);

/** 'Interview (Tue, Mar 5, 2030, 10:00 AM EST)': another appointment, named with its time. */
export const nameAt = (appointment: Pick<AppointmentView, 'type' | 'title' | 'startsAt' | 'timeZone'>): string =>
  i18n.t('appointments:nameAt', { name: appointmentName(appointment), when: formatWhen(appointment) });

/** The browser's IANA time zone. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Every IANA zone this browser knows, with the browser's own and UTC always present. */
export function timeZoneOptions(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...zones, browserTimeZone(), 'UTC'])].sort();
}

export const icsFileName = (appointment: Pick<AppointmentView, 'date' | 'type'>): string =>
  `appointment-${appointment.date}-${appointment.type}.ics`;
