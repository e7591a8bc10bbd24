import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthReport } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/react-query';
import { reportUploadKeys } from './keys';

/** `GET v1/health_report/get?report_id=`: a report waiting for review (or confirmed), e.g. after a reload. */
export function getReport(reportId: string, signal?: AbortSignal): Promise<HealthReport> {
  return apiClient.call('getReport', { query: { report_id: reportId } }, { signal });
}

/** The report a review was left at (the draft keeps only its id); tried twice before going back to the files. */
export const getReportQueryOptions = (reportId: string | null) =>
  queryOptions({
    queryKey: reportUploadKeys.report(reportId),
    queryFn: ({ signal }) => getReport(reportId ?? '', signal),
    retry: 1,
  });

export function useReport({
  reportId,
  queryConfig,
}: {
  reportId: string | null;
  queryConfig?: QueryConfig<typeof getReportQueryOptions>;
}) {
  return useQuery({ ...getReportQueryOptions(reportId), ...queryConfig });
}
