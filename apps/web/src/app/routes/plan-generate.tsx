import { PlaceholderScreen } from './placeholder-screen';

/** `/qsGeneratePageNew` — placeholder until the screen is built. */
export function Component() {
  return <PlaceholderScreen screen="planGenerate" />;
}
