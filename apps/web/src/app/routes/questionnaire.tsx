import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { QuestionnaireScreen } from '../../features/questionnaire/components/questionnaire-screen';
import { useConsentStore } from '../../features/start/stores/consent-store';

/** `/questionnaire`: the short questionnaire. Health data is asked only after consent (start page). */
export function Component() {
  const consent = useConsentStore((s) => s.consent);
  if (!consent) return <Navigate to={paths.start.href()} replace />;
  return <QuestionnaireScreen type="short_questionnaire" />;
}
