// Sections another feature adds to an expanded tracked application (the priority-dates feature's "Priority date"
// panel). Features do not import each other, so the app's route module passes them in through this context.
import type { CaseSummary } from '@shared/cases/case-views';
import { createContext, useContext, type ReactNode } from 'react';

export interface ApplicationExtra {
  title: string;
  render: (application: CaseSummary) => ReactNode;
}

export const ApplicationExtrasContext = createContext<readonly ApplicationExtra[]>([]);

export const useApplicationExtras = (): readonly ApplicationExtra[] => useContext(ApplicationExtrasContext);
