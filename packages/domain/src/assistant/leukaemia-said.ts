import { CHEMOTHERAPY_SAID, LEUKAEMIA_SAID } from '../knowledge/leukaemia-maintenance';

/**
 * The conditions a pair's or a pregnancy row's text is read by in the chat: the plan's, with cancer when leukaemia or
 * chemotherapy is said in these messages (forty-eighth clinician review, S2 and S3).
 */
export function conditionsWithLeukaemiaSaid(
  conditions: readonly string[],
  said: readonly (string | undefined)[],
): string[] {
  const told = said.some(
    (t) =>
      typeof t === 'string' &&
      (LEUKAEMIA_SAID.test(t.toLowerCase()) || CHEMOTHERAPY_SAID.test(t.toLowerCase())),
  );
  return told && !conditions.includes('cancer') ? [...conditions, 'cancer'] : [...conditions];
}
