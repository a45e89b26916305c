// /shared/reports/:token: public, outside the sign-in guard and the app shell (app/router.tsx).
export { SharedReportPage as Component } from '@/features/shared-report/components/shared-report-page';
