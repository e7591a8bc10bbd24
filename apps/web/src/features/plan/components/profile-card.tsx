import type { Profile } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../stores/locale-store';
import { useBodyMeasures } from '../../../components/body-measures';
import { Card } from '../../../components/card';
import { formatAmount } from '../lib/format';
import { Why } from './reason-list';

/** Body and energy: BMI with its category (by the plan's standard), BMR, TDEE and protein. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const body = useBodyMeasures();
  // Pregnancy: BMI is judged on the pre-pregnancy weight; without it no weight class is shown.
  const notJudged = profile.bmiBasis === 'not_judged';
  const kidney = profile.conditions?.includes('kidney_disease') ?? false;
  const stats = [
    {
      key: 'bmi',
      label: t(profile.bmiBasis === 'pre_pregnancy' ? 'plan.profile.bmiPrePregnancy' : 'plan.profile.bmi'),
      value: formatAmount(profile.bmi, locale),
      note: notJudged ? t('plan.profile.bmiNotJudged') : t(`plan.profile.bmiCategory.${profile.bmiCategory}`),
      tone: notJudged ? undefined : profile.bmiCategory === 'normal' ? 'good' : 'warn',
    },
    {
      key: 'bmr',
      label: t('plan.profile.bmr'),
      value: formatAmount(profile.bmrKcal, locale),
      note: t('plan.profile.kcalPerDay'),
    },
    {
      key: 'tdee',
      label: t('plan.profile.tdee'),
      value: formatAmount(profile.tdeeKcal, locale),
      note: t('plan.profile.kcalPerDay'),
    },
    {
      key: 'protein',
      label: t('plan.profile.protein'),
      // Kidney disease: protein is not raised; the kidney team sets it (KDOQI 2020).
      value: kidney ? '—' : formatAmount(profile.proteinTargetG, locale),
      note: kidney ? t('plan.profile.nephrologist') : t('plan.profile.gPerDay'),
    },
  ];
  return (
    <Card className="plan-card" title={t('plan.profile.title')}>
      <p className="app-lead">
        {t('plan.profile.summary', {
          sex: t(`plan.profile.sex.${profile.sex}`),
          age: profile.age,
          height: body.inline(body.height(profile.heightCm)),
          weight: body.inline(body.weight(profile.weightKg)),
          activity: t(`plan.profile.activity.${profile.activityLevel}`),
        })}
      </p>
      <dl className="app-facts app-facts--tiles plan-stats">
        {stats.map((s) => (
          <div key={s.key} className="plan-stats__item">
            <dt>{s.label}</dt>
            <dd>
              <span className="plan-stats__value">{s.value}</span>
              <span className={`plan-stats__note${s.tone ? ` plan-stats__note--${s.tone}` : ''}`}>
                {s.note}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <Why summary={t('plan.why')} reasons={profile.reasons} />
    </Card>
  );
}
