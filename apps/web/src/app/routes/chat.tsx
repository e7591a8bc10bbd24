import { PlaceholderScreen } from './placeholder-screen';

/** `/chat` — placeholder until the screen is built. */
export function Component() {
  return <PlaceholderScreen screen="chat" />;
}
