export * from './daySchedule';
export * from './rules';
