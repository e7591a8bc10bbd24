/** The conversations module's face (eslint.config.js): the assistant's chats, `app.conversationsService`. */
export { default as conversationsRepositoryPlugin } from './conversations.repository';
export { default as conversationsServicePlugin } from './conversations.service';
export { default as conversationsRoutes } from './conversations.routes';
