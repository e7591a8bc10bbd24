import { StartPage } from '../../features/start/components/start-page';

/** `/qsStartPage` — eager: it is the first screen of nearly every visit. */
export function StartRoute() {
  return <StartPage />;
}
