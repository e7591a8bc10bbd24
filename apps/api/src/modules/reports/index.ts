/**
 * The reports module's face (eslint.config.js): lab reports read in the extraction processes
 * (`app.extraction`, which the labels module shares) and reviewed into the plan (`app.reportsService`).
 */
export { default as reportsRepositoryPlugin } from './reports.repository';
export { default as reportsServicePlugin } from './reports.service';
export { default as reportExtractionPlugin } from './report-extraction';
export { default as reportsRoutes } from './reports.routes';
export { refusalMessage } from './reports.service';
export { ExtractionRefused, type FileExtraction } from './extraction/types';
