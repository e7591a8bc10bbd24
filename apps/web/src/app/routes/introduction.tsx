import { PlaceholderScreen } from './placeholder-screen';

/** `/introductionPage` — placeholder until the screen is built. */
export function Component() {
  return <PlaceholderScreen screen="introduction" />;
}
