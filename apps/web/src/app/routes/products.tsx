import { PlaceholderScreen } from './placeholder-screen';

/** `/productsPage` — placeholder until the screen is built. */
export function Component() {
  return <PlaceholderScreen screen="products" hideTabBar />;
}
