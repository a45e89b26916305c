import { AppointmentsPage } from '@/features/appointments/components/appointments-page';

export function Component() {
  return <AppointmentsPage />;
}
