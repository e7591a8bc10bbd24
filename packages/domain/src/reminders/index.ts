export * from './occurrences';
export * from './ics';
export * from './time-zone';
