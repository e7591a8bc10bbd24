/**
 * `fn(deps, ...rest)` as `(...rest)`: a service function with what it reads of the app (other modules'
 * services, a registry) bound in, so the service a plugin decorates the app with takes only the Db and
 * the call's own arguments.
 */
export function withDeps<D, A extends unknown[], R>(
  deps: D,
  fn: (deps: D, ...args: A) => R,
): (...args: A) => R {
  return (...args) => fn(deps, ...args);
}
