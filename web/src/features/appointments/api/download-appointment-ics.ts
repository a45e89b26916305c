import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { saveBlob } from '@/lib/api-client';

/** GET /appointments/{id}/calendar.ics: the appointment as an iCalendar file with its alarms. */
export async function downloadAppointmentIcs({ appointmentId, fileName }: { appointmentId: string; fileName: string }): Promise<void> {
  saveBlob(await api.GET('/appointments/{appointmentId}/calendar.ics', { params: { path: { appointmentId } }, parseAs: 'blob' }), fileName);
}

export const useDownloadAppointmentIcs = () => useMutation({ mutationFn: downloadAppointmentIcs });
