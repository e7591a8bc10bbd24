import { useTranslation } from 'react-i18next';
import { MINOR_MESSAGE } from '@nutri/domain/contracts/values';
import { useLocaleStore } from '../../../stores/locale-store';
import type { StepError } from '../lib/validate';

/** A problem shown at the question: a known one in the user's language, or the server's sentence. */
export type ShownError = StepError | { key: 'server'; values: { message: string } };

/** The id of the message under a question; each control points at it with `aria-describedby`. */
export const ERROR_ID = 'qs-error';

/**
 * The message under a question; announced when it appears. Under 18 it is the domain's young-person
 * message (contracts `MINOR_MESSAGE`), the same words the API's refusal says.
 */
export function StepErrorText({ error }: { error: ShownError | null }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  return (
    <p id={ERROR_ID} className="qs-error" role="alert">
      {error
        ? error.key === 'server'
          ? error.values.message
          : error.key === 'minor'
            ? MINOR_MESSAGE[locale === 'en-US' ? 'en' : 'zh']
            : t(`questionnaire.errors.${error.key}`, error.values ?? {})
        : null}
    </p>
  );
}
