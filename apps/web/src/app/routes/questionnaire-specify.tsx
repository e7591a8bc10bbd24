import { PlaceholderScreen } from './placeholder-screen';

/** `/questionnaireSpecify` — placeholder until the screen is built. */
export function Component() {
  return <PlaceholderScreen screen="questionnaireSpecify" hideTabBar />;
}
