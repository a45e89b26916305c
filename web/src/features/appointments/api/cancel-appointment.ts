import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentView } from '@shared/appointments/appointments';
import { apiFetch } from '@/lib/api-client';
import { appointmentsQueryKey } from './get-appointments';

/** POST /appointments/{id}/cancel: kept, marked cancelled. */
export const cancelAppointment = async (appointmentId: string): Promise<AppointmentView> =>
  (await apiFetch<{ appointment: AppointmentView }>(`/appointments/${encodeURIComponent(appointmentId)}/cancel`, { method: 'POST' }))
    .appointment;

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelAppointment, onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }) });
}
