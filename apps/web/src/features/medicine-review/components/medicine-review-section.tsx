import { useState } from 'react';
import type { MedicineTaboo, PlanDocument } from '@nutri/domain/contracts';
import ExclamationShieldOutline from 'antd-mobile-icons/es/ExclamationShieldOutline';
import CheckShieldOutline from 'antd-mobile-icons/es/CheckShieldOutline';
import QuestionCircleOutline from 'antd-mobile-icons/es/QuestionCircleOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hrefWithPlan, paths } from '../../../config/paths';
import { lazySheet } from '../../../lib/lazy-sheet';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import {
  calciumFormOf,
  calciumRecommendation,
  citrateReasons,
  joinNames,
  separatedRecommendations,
  sortReviews,
  sortTaboos,
  withheldRecommendations,
} from '../lib/findings';
import { DrugContraindications } from './drug-contraindications';
import { DrugReview } from './drug-review';
import type { DrugDetailsSheetProps } from './drug-details-sheet';
import type { GoodCalciumDialogProps } from './good-calcium-dialog';
import './medicine-review-section.css';

// Both sheets open on a tap, so their code (and antd-mobile's Popup) is fetched then, not with the plan.
const DrugDetailsSheet = lazySheet<DrugDetailsSheetProps>(
  () => import('./drug-details-sheet').then((m) => m.DrugDetailsSheet),
  (p) => p.taboo !== null,
  { taboo: null },
);
const GoodCalciumDialog = lazySheet<GoodCalciumDialogProps>(
  () => import('./good-calcium-dialog').then((m) => m.GoodCalciumDialog),
  (p) => p.visible,
  { visible: false },
);

/**
 * Step 3 of the plan page: the person's medicines as they gave them (dose and form), what the medicine and
 * supplement checks found (taboos sorted by severity, each
 * with its details sheet; each supplement's verdict), how the recommendations already respect the taboos,
 * and the calcium-form choice when calcium is recommended. Before anything was added: an invitation to add.
 */
export function MedicineReviewSection({ plan }: { plan: PlanDocument }) {
  const { t, i18n } = useTranslation();
  const [detail, setDetail] = useState<MedicineTaboo | null>(null);
  const [calciumOpen, setCalciumOpen] = useState(false);
  const taboos = sortTaboos(plan.medicineTaboos ?? []);
  const reviews = sortReviews(plan.productReviews ?? []);
  const withheld = withheldRecommendations(plan);
  const separated = separatedRecommendations(plan);
  const calcium = calciumRecommendation(plan);
  const calciumForm = calciumFormOf(calcium?.form);
  const citrate = citrateReasons(plan);
  const addHref = hrefWithPlan(paths.addMoreNutrition, plan.customNutritionPlanId);
  const taken = plan.profile.medicinesTaken ?? [];
  const empty = taboos.length === 0 && reviews.length === 0 && taken.length === 0;
  // Texts from the plan are in the plan's language; joining them follows it.
  const join = (names: readonly string[]) => joinNames(names, plan.locale ?? i18n.language);

  return (
    <Card
      className="plan-card"
      title={t('medicineReview.section.title')}
      titleId="mr-title"
      data-testid="medicine-review"
    >
      {empty ? (
        <EmptyState
          className="mr-empty"
          icon={<ExclamationShieldOutline />}
          title={t('medicineReview.section.emptyTitle')}
          body={t('medicineReview.section.emptyBody')}
          action={{ to: addHref, label: t('medicineReview.section.addButton'), className: 'mr-button' }}
        />
      ) : (
        <>
          <p className="app-lead">{t('medicineReview.section.lead')}</p>
          {taken.length > 0 ? (
            <div className="mr-block">
              <div className="mr-block__head">
                <h3 id="mr-taken-title">{t('medicineReview.section.takenTitle')}</h3>
              </div>
              <ul className="mr-taken" aria-labelledby="mr-taken-title" data-testid="medicines-taken">
                {taken.map((m) => (
                  <li key={m.id}>{m.text}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <DrugContraindications taboos={taboos} onOpen={setDetail} />
          {withheld.length > 0 || separated.length > 0 ? (
            <div className="app-note app-tone--primary mr-respected">
              <p>
                <CheckShieldOutline aria-hidden="true" /> {t('medicineReview.section.respected')}
              </p>
              <ul>
                {withheld.map((w) => (
                  <li key={`w-${w.target}`}>
                    {t('medicineReview.section.withheld', { supplement: w.supplement, drugs: join(w.drugs) })}
                  </li>
                ))}
                {separated.map(({ recommendation, taboo, hours }) => (
                  <li key={`s-${recommendation.nutrient}-${taboo.drugId}`}>
                    {t('medicineReview.section.separated', {
                      supplement: taboo.supplement,
                      drug: taboo.drug,
                      hours,
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <DrugReview reviews={reviews} />
          <Link className="app-button mr-button" to={addHref}>
            {t('medicineReview.section.editButton')}
          </Link>
        </>
      )}

      {calcium ? (
        <div className="mr-calcium">
          <h3>{t('medicineReview.section.calcium.title')}</h3>
          <p className="mr-calcium__chosen">
            {calciumForm
              ? t('medicineReview.section.calcium.chosen', {
                  form: t(`medicineReview.section.calcium.form.${calciumForm}`),
                })
              : t('medicineReview.section.calcium.anyForm')}
          </p>
          {calcium.timing ? <p className="app-lead mr-muted">{calcium.timing}</p> : null}
          <button
            type="button"
            className="app-button mr-button mr-button--ghost"
            aria-haspopup="dialog"
            onClick={() => setCalciumOpen(true)}
          >
            <QuestionCircleOutline aria-hidden="true" />
            {t('medicineReview.section.calcium.open')}
          </button>
        </div>
      ) : null}

      <DrugDetailsSheet taboo={detail} onClose={() => setDetail(null)} />
      <GoodCalciumDialog
        visible={calciumOpen}
        chosen={calciumForm}
        over50={citrate.over50}
        acidReducers={citrate.acidReducers}
        onClose={() => setCalciumOpen(false)}
      />
    </Card>
  );
}
