import type { ProductReview } from '@nutri/domain/contracts';
import { isNutrientKey, NUTRIENTS } from '@nutri/domain/nutrients';
import { useTranslation } from 'react-i18next';
import { Tag, type TagTone } from '../../../components/tag';
import type { AppLocale } from '../../../lib/language';
import { formatNumber } from '../../../lib/number-format';
import { useLocaleStore } from '../../../stores/locale-store';

/** Keep is good news, a change to make is a warning, a supplement to drop is a danger. */
const VERDICT_TONES: Record<ProductReview['verdict'], TagTone> = {
  keep: 'primary',
  reduce: 'warning',
  duplicate: 'warning',
  unchecked: 'warning',
  below_dose: 'warning',
  over_ul: 'danger',
  avoid: 'danger',
  no_benefit: 'neutral',
};

/** What a product was counted as per day: "Calcium 1200 mg · Vitamin D 20 µg". */
function countedText(amounts: NonNullable<ProductReview['amounts']>, locale: AppLocale): string {
  return amounts
    .map((a) => {
      const name = isNutrientKey(a.nutrient)
        ? NUTRIENTS[a.nutrient][locale === 'en-US' ? 'en' : 'zh']
        : a.nutrient;
      const digits = a.amount >= 100 ? 0 : a.amount >= 10 ? 1 : 2;
      // No break between a number and its unit ("20 µg" never splits over two lines).
      return `${name} ${formatNumber(a.amount, locale, digits)}\u00a0${a.unit === 'ug' ? 'µg' : a.unit}`;
    })
    .join(' · ');
}

/**
 * The dose as the person gave it, with what it was counted as beside it ("2 tablets · Calcium
 * 1200 mg"), or that it could not be counted (issue 19.7). Nothing for plans made before doses were
 * kept.
 */
function DoseLine({ review }: { review: ProductReview }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  if (!review.dose) return null;
  const beside = review.uncounted
    ? t('medicineReview.section.notCounted')
    : review.amounts && review.amounts.length > 0
      ? countedText(review.amounts, locale)
      : null;
  return (
    <p className="mr-review__dose">
      {review.dose.text}
      {beside ? ` · ${beside}` : null}
    </p>
  );
}

/**
 * DrugReview: each supplement the user takes with its verdict (keep, reduce, duplicate, over UL, no
 * benefit, avoid, or not checked: a product we could not identify, to show a pharmacist) as a coloured
 * tag, and the reasons under it. Reviews arrive sorted, problems first.
 */
export function DrugReview({ reviews }: { reviews: readonly ProductReview[] }) {
  const { t } = useTranslation();
  return (
    <div className="mr-block">
      <div className="mr-block__head">
        <h3 id="mr-reviews-title">{t('medicineReview.section.reviewTitle')}</h3>
      </div>
      {reviews.length === 0 ? (
        <p className="app-lead mr-muted">{t('medicineReview.section.reviewNone')}</p>
      ) : (
        <ul className="app-stack app-stack--tight" aria-labelledby="mr-reviews-title">
          {reviews.map((r, i) => (
            <li key={`${r.optionId ?? r.name}|${i}`} className={`mr-review mr-review--${r.verdict}`}>
              <div className="app-spread mr-review__head">
                <span className="mr-review__name">{r.name}</span>
                <Tag tone={VERDICT_TONES[r.verdict]} className={`mr-verdict mr-verdict--${r.verdict}`}>
                  {t(`medicineReview.section.verdict.${r.verdict}`)}
                </Tag>
              </div>
              <DoseLine review={r} />
              {r.issues.length > 0 ? (
                <ul className="mr-review__issues">
                  {r.issues.map((issue) => (
                    <li key={issue}>{issue}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
