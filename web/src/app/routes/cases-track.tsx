import { TrackApplicationsPage } from '@/features/cases/components/track/track-applications-page';

export function Component() {
  return <TrackApplicationsPage />;
}
