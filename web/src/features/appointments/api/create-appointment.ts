import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentView, NewAppointmentInput } from '@shared/appointments/appointments';
import { apiFetch } from '@/lib/api-client';
import { appointmentsQueryKey } from './get-appointments';

/** POST /appointments: schedules an appointment for one of the caller's cases. */
export const createAppointment = async (input: NewAppointmentInput): Promise<AppointmentView> =>
  (await apiFetch<{ appointment: AppointmentView }>('/appointments', { method: 'POST', body: input })).appointment;

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAppointment, onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }) });
}
