import type { MedicineEntry, PlanDocument, SupplementIntake } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { aboutPlan, useChange, type MutationConfig } from '../../../lib/react-query';

/**
 * Stores one tab's picks on the plan, by the tab: the medicines (each an id, or an id with its dose and
 * form) answer with the taboos found, the supplements with their reviews; both with the regenerated plan.
 */
export const submitPicks = {
  medicines: (planId: string, medicines: MedicineEntry[]) =>
    apiClient.call('checkMedicineTaboos', { body: { customNutritionPlanId: planId, medicines } }),
  supplements: (planId: string, supplements: SupplementIntake[]) =>
    apiClient.call('reviewSupplements', { body: { customNutritionPlanId: planId, supplements } }),
};

type Tab = keyof typeof submitPicks;

/** What changed of each tab since its last accepted submit (null: unchanged, not sent), with its fingerprint. */
export interface ChangedPicks {
  medicines: { entries: MedicineEntry[]; fingerprint: string | null } | null;
  supplements: { intakes: SupplementIntake[]; fingerprint: string | null } | null;
}

/**
 * Sends each tab that changed, medicines first; `accepted` hears of each tab the server took, so a retry
 * after the other failed sends only that one. Resolves with the plan after the last tab sent (null when
 * none was).
 */
async function sendChanged(
  planId: string,
  changed: ChangedPicks,
  accepted: (tab: Tab, fingerprint: string | null) => void,
): Promise<PlanDocument | null> {
  let latest: PlanDocument | null = null;
  if (changed.medicines) {
    latest = (await submitPicks.medicines(planId, changed.medicines.entries)).plan;
    accepted('medicines', changed.medicines.fingerprint);
  }
  if (changed.supplements) {
    latest = (await submitPicks.supplements(planId, changed.supplements.intakes)).plan;
    accepted('supplements', changed.supplements.fingerprint);
  }
  return latest;
}

/** The picks sent; whatever any screen cached about the plan (products, reviews) is stale after it. */
export function useSubmitPicks({
  planId,
  accepted,
  mutationConfig,
}: {
  planId: string;
  accepted: (tab: Tab, fingerprint: string | null) => void;
  mutationConfig?: MutationConfig<(changed: ChangedPicks) => Promise<PlanDocument | null>>;
}) {
  return useChange(
    (changed: ChangedPicks) => sendChanged(planId, changed, accepted),
    (queryClient) => void queryClient.invalidateQueries(aboutPlan(planId)),
    mutationConfig,
  );
}
