import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationExtrasContext, type ApplicationExtra } from '@/features/cases/components/track/application-extras';
import { TrackApplicationsPage } from '@/features/cases/components/track/track-applications-page';
import { PriorityDatePanel } from '@/features/priority-dates/components/priority-date-panel';

// Each expanded application shows its priority date against the Visa Bulletin, from the priority-dates feature
// (features do not import each other, so the route module joins them).
export function Component() {
  const { t } = useTranslation();
  const extras = useMemo<readonly ApplicationExtra[]>(
    () => [{ title: t('priorityDate'), render: (application) => <PriorityDatePanel application={application} /> }],
    [t],
  );
  return (
    <ApplicationExtrasContext.Provider value={extras}>
      <TrackApplicationsPage />
    </ApplicationExtrasContext.Provider>
  );
}
