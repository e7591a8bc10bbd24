/**
 * Lets code outside React (the HTTP client) move the router. The router registers its `navigate` at
 * start; before that, or in tests, the hash is set directly, which the hash router follows.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => {
  if (typeof window !== 'undefined') window.location.hash = `#${to}`;
};

export function setNavigator(fn: Navigate): void {
  navigator = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}
