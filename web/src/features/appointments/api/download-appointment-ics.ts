import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';

/** GET /appointments/{id}/calendar.ics: the appointment as an iCalendar file with its alarms. */
export const downloadAppointmentIcs = ({ appointmentId, fileName }: { appointmentId: string; fileName: string }): Promise<void> =>
  apiDownload(`/appointments/${encodeURIComponent(appointmentId)}/calendar.ics`, fileName);

export const useDownloadAppointmentIcs = () => useMutation({ mutationFn: downloadAppointmentIcs });
