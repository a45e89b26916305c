import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentChangesInput, AppointmentView } from '@shared/appointments/appointments';
import { apiFetch } from '@/lib/api-client';
import { appointmentsQueryKey } from './get-appointments';

/** PATCH /appointments/{id}: edit or reschedule (a new date, time or time zone). */
export const updateAppointment = async ({
  appointmentId,
  changes,
}: {
  appointmentId: string;
  changes: AppointmentChangesInput;
}): Promise<AppointmentView> =>
  (
    await apiFetch<{ appointment: AppointmentView }>(`/appointments/${encodeURIComponent(appointmentId)}`, {
      method: 'PATCH',
      body: changes,
    })
  ).appointment;

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAppointment, onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }) });
}
