import { PlaceholderScreen } from './placeholder-screen';

/** `/productsPageQuick` — placeholder until the screen is built. */
export function Component() {
  return <PlaceholderScreen screen="productsQuick" hideTabBar />;
}
