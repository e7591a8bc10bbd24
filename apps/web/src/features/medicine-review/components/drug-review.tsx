import type { ProductReview } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Tag, type TagTone } from '../../../components/tag';

/** Keep is good news, a change to make is a warning, a supplement to drop is a danger. */
const VERDICT_TONES: Record<ProductReview['verdict'], TagTone> = {
  keep: 'primary',
  reduce: 'warning',
  duplicate: 'warning',
  unchecked: 'warning',
  over_ul: 'danger',
  avoid: 'danger',
  no_benefit: 'neutral',
};

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
