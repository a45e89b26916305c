import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppointmentView } from '@shared/appointments/appointment-views';
import { api } from '@/lib/api';

/** Every appointments query lives under this key, so one invalidation refreshes them all. */
export const appointmentsQueryKey = ['appointments'] as const;

/** GET /appointments: the caller's appointments, upcoming first, then past ones latest first. */
export const getAppointments = async (signal?: AbortSignal): Promise<AppointmentView[]> =>
  (await api.GET('/appointments', { signal })).appointments;

export const appointmentsQueryOptions = () =>
  queryOptions({ queryKey: [...appointmentsQueryKey, 'list'] as const, queryFn: ({ signal }) => getAppointments(signal) });

export const useAppointments = () => useQuery(appointmentsQueryOptions());
