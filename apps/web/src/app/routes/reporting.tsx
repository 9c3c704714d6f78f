import { PageTitle } from '../../components/page-title';
import { StatusChip } from '../../features/bookings/components/status-chip';
import { ReportingPage } from '../../features/reports/components/reporting-page';

/** /reporting: the staff home (SPEC.md section 2), for staff with the reporting permission. */
export function ReportingRoute() {
  return (
    <>
      <PageTitle title="Reporting" />
      <ReportingPage renderStatus={(status) => <StatusChip status={status} />} />
    </>
  );
}
