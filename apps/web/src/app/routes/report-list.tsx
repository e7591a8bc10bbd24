import { ReportListPage } from '../../features/reports-list/components/report-list-page';

/** `/reportListPage`: the user's plans (self and family), rename a nickname, open a plan. */
export function Component() {
  return <ReportListPage />;
}
