import { IntroductionPage } from '../../features/introduction/components/introduction-page';

/** `/introductionPage`: how it works, data sources, disclaimers. */
export function Component() {
  return <IntroductionPage />;
}
