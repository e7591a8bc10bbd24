import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader, useGoBack } from '../../../components/page-header';
import { MainButton } from '../../../components/main-button';
import { usePlanScreen } from '../../../components/use-plan-screen';
import { hrefWithPlan, paths } from '../../../config/paths';
import { usePlanPicks } from '../stores/picks-store';
import { MedicinePanel } from './medicine-panel';
import type { PickTabProps } from './picked-list';
import { SupplementPanel } from './supplement-panel';
import { useSeedPicks } from './use-seed-picks';
import { useSubmitChanged, type SubmitProblem, type Tab } from './use-submit-changed';
import './add-nutrition.css';

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
  const picks = usePlanPicks(planId);
  const [tab, setTab] = useState<Tab>('medicines');
  const [keywords, setKeywords] = useState<Record<Tab, string>>({ medicines: '', supplements: '' });
  useSeedPicks(planId);
  const submit = useSubmitChanged(planId, picks, setTab);
  const goBack = useGoBack(planHref(planId));
  const TabBody = TAB_BODIES[tab];
  const counts: Record<Tab, number> = {
    medicines: picks.medicines.length,
    supplements: picks.supplements.length,
  };
  const nothingPicked = picks.medicines.length === 0 && picks.supplements.length === 0;
  const neverSubmitted = picks.submitted.medicines === null && picks.submitted.supplements === null;

  return (
    <div className="app-screen app-screen--column">
      <Header onBack={goBack} />
      <p className="app-lead amn-intro">{t('medicineReview.add.intro')}</p>
      <TabList tab={tab} counts={counts} onTab={setTab} />
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
          unknownKeys={tab === 'medicines' ? submit.invalidMedicines : submit.invalidSupplements}
          showErrors={submit.showErrors}
        />
      </div>

      <footer className="amn-footer">
        {submit.problem ? <ProblemBanner problem={submit.problem} /> : null}
        <p className="amn-footer__summary" aria-live="polite">
          {t('medicineReview.add.summary', { medicines: counts.medicines, supplements: counts.supplements })}
        </p>
        <MainButton
          className="amn-footer__submit"
          loading={submit.pending}
          loadingText={t('medicineReview.add.submitting')}
          disabled={nothingPicked && neverSubmitted}
          onClick={submit.submit}
        >
          {t('medicineReview.add.submit')}
        </MainButton>
      </footer>
    </div>
  );
}

/** The two tabs, each with its count; the arrow keys move between them. */
function TabList({
  tab,
  counts,
  onTab,
}: {
  tab: Tab;
  counts: Record<Tab, number>;
  onTab: (tab: Tab) => void;
}) {
  const { t } = useTranslation();
  return (
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
          onClick={() => onTab(name)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
              const next = name === 'medicines' ? 'supplements' : 'medicines';
              onTab(next);
              document.getElementById(`amn-tab-${next}`)?.focus();
            }
          }}
        >
          {t(name === 'medicines' ? 'medicineReview.add.tabMedicines' : 'medicineReview.add.tabSupplements')}
          <span className="amn-tabs__count">{counts[name]}</span>
        </button>
      ))}
    </div>
  );
}

/** Why the submit did not go through: doses to fix, the questionnaire to finish, or the server's words. */
function ProblemBanner({ problem }: { problem: SubmitProblem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
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
  );
}
