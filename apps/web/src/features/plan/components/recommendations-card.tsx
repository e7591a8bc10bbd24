import type { PlanProduct, Recommendation } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hrefWithPlan, paths } from '../../../config/paths';
import { useLocaleStore } from '../../../stores/locale-store';
import { PlanListCard } from './plan-list-card';
import { formatAmount, nutrientName, unitLabel } from '../lib/format';
import { Why } from './reason-list';

/**
 * What to take: dose per day within the upper limit, when to take it, and why (expandable to sources);
 * with the product chosen for it, its daily amount written as the products page and the order write it.
 */
/** The forms the engine recommends by key (recommend/index.ts), named in the locale files. */
const FORM_KEYS = ['citrate', 'carbonate', 'folic_acid', 'beta_carotene'] as const;
const isFormKey = (form: string): form is (typeof FORM_KEYS)[number] =>
  (FORM_KEYS as readonly string[]).includes(form);

export function RecommendationsCard({
  recommendations,
  products,
  planId,
}: {
  recommendations: readonly Recommendation[];
  products?: readonly PlanProduct[];
  planId: string | null;
}) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  return (
    <PlanListCard part="recs" count={recommendations.length}>
      <ol className="app-stack plan-recs">
        {recommendations.map((r) => (
          <li key={r.nutrient} className="plan-rec">
            <div className="plan-rec__head">
              <h3>{nutrientName(r.nutrient, locale)}</h3>
              <span className="plan-rec__dose">
                {t('plan.recs.dose', { dose: formatAmount(r.dose, locale), unit: unitLabel(r.unit) })}
              </span>
            </div>
            <p className="plan-rec__line">
              <span className="plan-rec__label">{t('plan.recs.timing')}</span>
              {r.timing}
            </p>
            {r.form ? (
              <p className="plan-rec__line">
                <span className="plan-rec__label">{t('plan.recs.form')}</span>
                {isFormKey(r.form) ? t(`plan.recs.forms.${r.form}`) : r.form}
              </p>
            ) : null}
            <p className="plan-rec__line">
              <span className="plan-rec__label">{t('plan.recs.why')}</span>
              {r.reason}
            </p>
            <ProductLine
              product={products?.find((p) => (p.delivered?.nutrient ?? p.nutrients[0]) === r.nutrient)}
              planId={planId}
            />
            <Why summary={t('plan.recs.trace')} reasons={r.reasons} />
          </li>
        ))}
      </ol>
    </PlanListCard>
  );
}

/** The product for one recommendation and its daily amount (the plan's one figure, issue 18.3). */
function ProductLine({ product, planId }: { product: PlanProduct | undefined; planId: string | null }) {
  const { t } = useTranslation();
  if (!product?.name) return null;
  return (
    <p className="plan-rec__line plan-rec__product">
      <span className="plan-rec__label">{t('plan.recs.product')}</span>
      {planId ? <Link to={hrefWithPlan(paths.products, planId)}>{product.name}</Link> : product.name}
      <span className="plan-rec__dosage"> · {product.usage}</span>
    </p>
  );
}
