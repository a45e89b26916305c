import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewAppointmentInput } from '@shared/appointments/appointments';
import type { AppointmentView } from '@shared/appointments/appointment-views';
import { api } from '@/lib/api';
import { appointmentsQueryKey } from './get-appointments';

/** POST /appointments: schedules an appointment for one of the caller's cases. */
export const createAppointment = async (input: NewAppointmentInput): Promise<AppointmentView> =>
  (await api.POST('/appointments', { body: input })).appointment;

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAppointment, onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }) });
}
