/** Query keys of the report upload, its one key factory. */
export const reportUploadKeys = {
  all: ['report-upload'] as const,
  report: (reportId: string | null) => ['report-upload', 'report', reportId] as const,
};
