import { PlaceholderScreen } from './placeholder-screen';

/** `/reportListPage` — placeholder until the screen is built. */
export function Component() {
  return <PlaceholderScreen screen="reportList" />;
}
