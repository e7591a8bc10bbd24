import { PlaceholderScreen } from './placeholder-screen';

/** `/addMoreNutrition` — placeholder until the screen is built. */
export function Component() {
  return <PlaceholderScreen screen="addMoreNutrition" />;
}
