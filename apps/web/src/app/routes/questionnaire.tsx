import { PlaceholderScreen } from './placeholder-screen';

/** `/questionnaire` — placeholder until the screen is built. */
export function Component() {
  return <PlaceholderScreen screen="questionnaire" hideTabBar />;
}
