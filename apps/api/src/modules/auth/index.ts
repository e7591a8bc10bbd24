/** The auth module's face (eslint.config.js): sign-in, reached through `app.authService`. */
export { default as authServicePlugin } from './auth.service';
export { default as authRoutes } from './auth.routes';
