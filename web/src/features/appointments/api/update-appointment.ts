import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentChangesInput } from '@shared/appointments/appointments';
import type { AppointmentView } from '@shared/appointments/appointment-views';
import { api } from '@/lib/api';
import { appointmentsQueryKey } from './get-appointments';

/** PATCH /appointments/{id}: edit or reschedule (a new date, time or time zone). */
export const updateAppointment = async ({
  appointmentId,
  changes,
}: {
  appointmentId: string;
  changes: AppointmentChangesInput;
}): Promise<AppointmentView> =>
  (await api.PATCH('/appointments/{appointmentId}', { params: { path: { appointmentId } }, body: changes })).appointment;

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAppointment, onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }) });
}
