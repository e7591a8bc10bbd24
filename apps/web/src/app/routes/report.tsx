import { PlaceholderScreen } from './placeholder-screen';

/** `/report` — placeholder until the screen is built. */
export function Component() {
  return <PlaceholderScreen screen="report" />;
}
