import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { hrefWithPlan, paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { refreshKeptPlanPage } from '../../../components/refresh-kept-plan-page';
import { useSubmitPicks } from '../api/submit-picks';
import {
  medicineEntries,
  medicinesFingerprint,
  supplementIntakes,
  supplementsFingerprint,
} from '../lib/picks';
import { itemErrorsFrom, type ItemErrors } from '../lib/submit-errors';
import { usePicksStore, type PlanPicks } from '../stores/picks-store';

export type Tab = 'medicines' | 'supplements';

export type SubmitProblem =
  { kind: 'doses' } | { kind: 'questionnaire' } | { kind: 'failed'; message: string; items: ItemErrors };

const NO_ITEMS: ItemErrors = { medicineIds: [], supplementKeys: [] };

/**
 * Submitting the picks: a dose that cannot be sent is shown on its tab first (nothing is sent); else only
 * what changed since the last accepted submit is sent (taboo check for medicines, review for
 * supplements), the plan page is refreshed when the plan changed, and the person goes back to it. A
 * refusal names the items the server did not know.
 */
export function useSubmitChanged(planId: string, picks: PlanPicks, showTab: (tab: Tab) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [showErrors, setShowErrors] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const send = useSubmitPicks({
    planId,
    accepted: (tab, fingerprint) => usePicksStore.getState().markSubmitted(planId, { [tab]: fingerprint }),
    mutationConfig: {
      onSuccess: (latest) => {
        if (latest) {
          refreshKeptPlanPage();
          void showToast(t('medicineReview.add.saved'));
        }
        navigate(hrefWithPlan(paths.planGenerate, planId), { replace: true });
      },
    },
  });

  const submit = () => {
    setProblem(null);
    const entries = medicineEntries(picks.medicines);
    const intakes = supplementIntakes(picks.supplements);
    if (!entries.ok || !intakes.ok) {
      setShowErrors(true);
      setProblem({ kind: 'doses' });
      showTab(entries.ok ? 'supplements' : 'medicines');
      return;
    }
    const medicineFp = medicinesFingerprint(picks.medicines);
    const supplementFp = supplementsFingerprint(picks.supplements);
    const medicineIds = picks.medicines.map((m) => m.id);
    const supplementKeys = picks.supplements.map((s) => s.key);
    send.mutate(
      {
        medicines:
          medicineFp !== picks.submitted.medicines
            ? { entries: entries.entries, fingerprint: medicineFp }
            : null,
        supplements:
          supplementFp !== picks.submitted.supplements
            ? { intakes: intakes.intakes, fingerprint: supplementFp }
            : null,
      },
      {
        onError: (e) => {
          if (isApiError(e) && e.status === 409) {
            setProblem({ kind: 'questionnaire' });
            return;
          }
          setProblem({
            kind: 'failed',
            message: isApiError(e) ? e.msg : String(e),
            items: itemErrorsFrom(isApiError(e) ? e.errors : undefined, medicineIds, supplementKeys),
          });
        },
      },
    );
  };

  const items = problem?.kind === 'failed' ? problem.items : NO_ITEMS;
  const invalidMedicines = useMemo(() => new Set(items.medicineIds), [items]);
  const invalidSupplements = useMemo(() => new Set(items.supplementKeys), [items]);
  return { submit, pending: send.isPending, problem, showErrors, invalidMedicines, invalidSupplements };
}
