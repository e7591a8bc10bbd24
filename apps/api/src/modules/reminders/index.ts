/** The reminders module's face (eslint.config.js): settings, subscriptions, the calendar file, the sweep. */
export { default as remindersRepositoryPlugin } from './reminders.repository';
export { default as remindersServicePlugin } from './reminders.service';
export { default as remindersRoutes } from './reminders.routes';
export { startReminderJob } from './reminders.jobs';
