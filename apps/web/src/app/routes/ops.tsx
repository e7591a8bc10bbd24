import type { LoaderFunctionArgs } from 'react-router-dom';
import { OpsPage } from '../../features/ops/components/ops-page';
import { addOpsTexts } from '../../features/ops/lib/texts';
import { applyLangFromRoute } from '../../stores/locale-store';

/**
 * `#/ops[?lang=en]` — the operators' page. Outside the app's frame and its guest sign-in: operators sign
 * in with their own accounts on the page itself.
 */
export function loader({ request }: LoaderFunctionArgs): null {
  applyLangFromRoute(new URL(request.url));
  addOpsTexts();
  return null;
}

export function Component() {
  return <OpsPage />;
}
