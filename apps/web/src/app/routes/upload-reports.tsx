import { UploadReportsPage } from '../../features/report-upload/components/upload-page';

/** `/uploadReportsPageNew?id=<planId>`: upload reports, watch them being read, review, confirm. */
export function Component() {
  return <UploadReportsPage />;
}
