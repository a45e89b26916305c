import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentView } from '@shared/appointments/appointment-views';
import { api } from '@/lib/api';
import { appointmentsQueryKey } from './get-appointments';

/** POST /appointments/{id}/cancel: kept, marked cancelled. */
export const cancelAppointment = async (appointmentId: string): Promise<AppointmentView> =>
  (await api.POST('/appointments/{appointmentId}/cancel', { params: { path: { appointmentId } } })).appointment;

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelAppointment, onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }) });
}
