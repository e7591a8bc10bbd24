import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PlanDocument } from '@nutri/domain/contracts';
import { PageHeader, useGoBack } from '../../../components/page-header';
import { MainButton } from '../../../components/main-button';
import { usePlanScreen } from '../../../components/use-plan-screen';
import { hrefWithPlan, paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { getPlanDocument } from '../api/get-plan-document';
import { useSupplementOptions } from '../api/get-supplement-options';
import { submitPicks } from '../api/submit-picks';
import {
  medicineEntries,
  medicinesFingerprint,
  picksFromPlan,
  supplementIntakes,
  supplementsFingerprint,
  withDefaultDoses,
} from '../lib/picks';
import { itemErrorsFrom, type ItemErrors } from '../lib/submit-errors';
import { usePicksStore, usePlanPicks } from '../stores/picks-store';
import { MedicinePanel } from './medicine-panel';
import { refreshKeptPlanPage } from './plan-refresh';
import type { PickTabProps } from './picked-list';
import { SupplementPanel } from './supplement-panel';
import './add-nutrition.css';

type Tab = 'medicines' | 'supplements';
const TABS = ['medicines', 'supplements'] as const satisfies readonly Tab[];

/** What each tab shows: its picked items and the search that adds more. */
const TAB_BODIES = {
  medicines: MedicinePanel,
  supplements: SupplementPanel,
} as const satisfies Record<Tab, ComponentType<PickTabProps>>;

/** The plan page of `planId` (`/qsGeneratePageNew?id=…`). */
function planHref(planId: string): string {
  return hrefWithPlan(paths.planGenerate, planId);
}

type SubmitProblem =
  { kind: 'doses' } | { kind: 'questionnaire' } | { kind: 'failed'; message: string; items: ItemErrors };

const NO_ITEMS: ItemErrors = { medicineIds: [], supplementKeys: [] };

/**
 * `/addMoreNutrition?id=<planId>`: search and pick medicines and supplements, set each supplement's daily
 * dose, and submit. Submitting sends only what changed since the last accepted submit (taboo check for
 * medicines, review for supplements), refreshes the plan, and returns to the plan page. The picks live in
 * a persisted store, so a failed submit or a reload loses nothing.
 */
export function AddNutritionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const planId = usePlanScreen(t('medicineReview.add.title'));

  if (!planId) {
    return (
      <div className="app-screen app-screen--column">
        <Header onBack={() => navigate(paths.start.href(), { replace: true })} />
        <p className="app-note app-tone--danger amn-banner" role="alert">
          {t('medicineReview.add.noPlan')}
        </p>
      </div>
    );
  }
  return <AddNutritionForm key={planId} planId={planId} />;
}

function Header({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={t('medicineReview.add.title')}
      backLabel={t('medicineReview.add.backToPlan')}
      onBack={onBack}
    />
  );
}

function AddNutritionForm({ planId }: { planId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const picks = usePlanPicks(planId);
  const store = usePicksStore;
  const hasLocalCopy = usePicksStore((s) => planId in s.byPlan);
  const [tab, setTab] = useState<Tab>('medicines');
  const [keywords, setKeywords] = useState<Record<Tab, string>>({ medicines: '', supplements: '' });
  const [showErrors, setShowErrors] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);

  const options = useSupplementOptions();
  // Only needed to pre-fill a plan this device has no copy of.
  const plan = useQuery({
    queryKey: ['medicine-review', 'plan', planId],
    queryFn: ({ signal }) => getPlanDocument(planId, signal),
    enabled: !hasLocalCopy,
    staleTime: 0,
  });

  const optionsById = useMemo(
    () => new Map((options.data?.list ?? []).flatMap((g) => g.options.map((o) => [o.id, o] as const))),
    [options.data],
  );

  // First visit on this device: start from what the plan's earlier checks found. The plan does not keep
  // doses, so reviewed options get their default dose (once the options are in, or without if they fail).
  const optionsSettled = options.isSuccess || options.isError;
  useEffect(() => {
    if (hasLocalCopy || !plan.data || !optionsSettled) return;
    const fromPlan = picksFromPlan(plan.data);
    store.getState().seed(planId, {
      medicines: fromPlan.medicines,
      supplements: withDefaultDoses(fromPlan.supplements, optionsById),
    });
  }, [hasLocalCopy, plan.data, optionsSettled, optionsById, planId, store]);

  const medicineFp = medicinesFingerprint(picks.medicines);
  const supplementFp = supplementsFingerprint(picks.supplements);
  const nothingPicked = picks.medicines.length === 0 && picks.supplements.length === 0;
  const neverSubmitted = picks.submitted.medicines === null && picks.submitted.supplements === null;

  const submit = useMutation({
    mutationFn: async (): Promise<PlanDocument | null> => {
      const entries = medicineEntries(picks.medicines);
      if (!entries.ok) throw new DoseError('medicines');
      const intakes = supplementIntakes(picks.supplements);
      if (!intakes.ok) throw new DoseError('supplements');
      const medicineIds = picks.medicines.map((m) => m.id);
      const supplementKeys = picks.supplements.map((s) => s.key);
      let latest: PlanDocument | null = null;
      try {
        if (medicineFp !== picks.submitted.medicines) {
          latest = (await submitPicks.medicines(planId, entries.entries)).plan;
          store.getState().markSubmitted(planId, { medicines: medicineFp });
        }
        if (supplementFp !== picks.submitted.supplements) {
          latest = (await submitPicks.supplements(planId, intakes.intakes)).plan;
          store.getState().markSubmitted(planId, { supplements: supplementFp });
        }
      } catch (e) {
        throw new SubmitError(
          e,
          itemErrorsFrom(isApiError(e) ? e.errors : undefined, medicineIds, supplementKeys),
        );
      }
      return latest;
    },
    onMutate: () => setProblem(null),
    onSuccess: (latest) => {
      // Whatever other screens cached about this plan (products, reviews) is stale now.
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey.some((part) => part === planId),
      });
      if (latest) {
        refreshKeptPlanPage();
        void showToast(t('medicineReview.add.saved'));
      }
      navigate(planHref(planId), { replace: true });
    },
    onError: (e) => {
      if (e instanceof DoseError) {
        setShowErrors(true);
        setProblem({ kind: 'doses' });
        setTab(e.tab);
        return;
      }
      const cause = e instanceof SubmitError ? e.cause : e;
      if (isApiError(cause) && cause.status === 409) {
        setProblem({ kind: 'questionnaire' });
        return;
      }
      setProblem({
        kind: 'failed',
        message: isApiError(cause) ? cause.msg : String(cause),
        items: e instanceof SubmitError ? e.items : NO_ITEMS,
      });
    },
  });

  const items = problem?.kind === 'failed' ? problem.items : NO_ITEMS;
  const invalidMedicines = useMemo(() => new Set(items.medicineIds), [items]);
  const invalidSupplements = useMemo(() => new Set(items.supplementKeys), [items]);

  const goBack = useGoBack(planHref(planId));
  const TabBody = TAB_BODIES[tab];

  const counts: Record<Tab, number> = {
    medicines: picks.medicines.length,
    supplements: picks.supplements.length,
  };

  return (
    <div className="app-screen app-screen--column">
      <Header onBack={goBack} />
      <p className="app-lead amn-intro">{t('medicineReview.add.intro')}</p>

      <div className="amn-tabs" role="tablist" aria-label={t('medicineReview.add.title')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`amn-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`amn-tabpanel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="app-segment amn-tabs__tab"
            onClick={() => setTab(name)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const next = name === 'medicines' ? 'supplements' : 'medicines';
                setTab(next);
                document.getElementById(`amn-tab-${next}`)?.focus();
              }
            }}
          >
            {t(
              name === 'medicines' ? 'medicineReview.add.tabMedicines' : 'medicineReview.add.tabSupplements',
            )}
            <span className="amn-tabs__count">{counts[name]}</span>
          </button>
        ))}
      </div>

      <div
        role="tabpanel"
        id={`amn-tabpanel-${tab}`}
        aria-labelledby={`amn-tab-${tab}`}
        className="amn-tabpanel"
      >
        <TabBody
          planId={planId}
          keyword={keywords[tab]}
          onKeywordChange={(k) => setKeywords((prev) => ({ ...prev, [tab]: k }))}
          unknownKeys={tab === 'medicines' ? invalidMedicines : invalidSupplements}
          showErrors={showErrors}
        />
      </div>

      <footer className="amn-footer">
        {problem ? (
          <div className="app-note app-tone--danger amn-banner" role="alert">
            {problem.kind === 'doses'
              ? t('medicineReview.add.fixDoses')
              : problem.kind === 'questionnaire'
                ? t('medicineReview.add.needQuestionnaire')
                : t('medicineReview.add.submitFailed', { message: problem.message })}
            {problem.kind === 'questionnaire' ? (
              <button
                type="button"
                className="app-link-button"
                onClick={() => navigate(paths.questionnaireSpecify.href())}
              >
                {t('medicineReview.add.goQuestionnaire')}
              </button>
            ) : null}
          </div>
        ) : null}
        <p className="amn-footer__summary" aria-live="polite">
          {t('medicineReview.add.summary', { medicines: counts.medicines, supplements: counts.supplements })}
        </p>
        <MainButton
          className="amn-footer__submit"
          loading={submit.isPending}
          loadingText={t('medicineReview.add.submitting')}
          disabled={nothingPicked && neverSubmitted}
          onClick={() => submit.mutate()}
        >
          {t('medicineReview.add.submit')}
        </MainButton>
      </footer>
    </div>
  );
}

class DoseError extends Error {
  /** The tab whose doses need fixing. */
  readonly tab: Tab;
  constructor(tab: Tab) {
    super('invalid dose');
    this.tab = tab;
  }
}

class SubmitError extends Error {
  readonly items: ItemErrors;
  constructor(cause: unknown, items: ItemErrors) {
    super(isApiError(cause) ? cause.msg : String(cause), { cause });
    this.items = items;
  }
}
