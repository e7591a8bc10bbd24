/**
 * The operators module's face (eslint.config.js): operator accounts, their sign-in and the audit of
 * their actions (`app.operatorsService`); the command line's commands for `npm run operator`.
 */
export { default as operatorsRepositoryPlugin } from './operators.repository';
export { default as operatorsServicePlugin } from './operators.service';
export { runOperatorCommand } from './operator-cli';
