import { PlaceholderScreen } from './placeholder-screen';

/** `/uploadReportsPageNew` — placeholder until the screen is built. */
export function Component() {
  return <PlaceholderScreen screen="uploadReports" />;
}
