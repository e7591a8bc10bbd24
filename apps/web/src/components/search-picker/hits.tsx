import { useTranslation } from 'react-i18next';
import type { AppLocale } from '../../lib/language';
import { formatDose } from '../../lib/number-format';
import { Tag } from '../tag';

/** The fields of a medicine search hit that a picker shows. */
export interface MedicineHitView {
  id: string;
  zh: string;
  en: string;
  brands: readonly string[];
  classes: readonly { id: string; name: string }[];
  suggested?: boolean | undefined;
}

/** The fields of a supplement option that a picker shows. */
export interface SupplementHitView {
  id: string;
  names: { zh: string; en: string };
  serving: { zh: string; en: string };
  defaultDose: { amount: number; unit: string };
}

const otherLang = (locale: AppLocale) => (locale === 'zh-CN' ? 'en' : 'zh-CN');

function HitName({ first, second, locale }: { first: string; second: string; locale: AppLocale }) {
  return (
    <span className="picker-hit__name">
      <span>{first}</span>
      {second && second !== first ? (
        <span className="picker-hit__alt" lang={otherLang(locale)}>
          {second}
        </span>
      ) : null}
    </span>
  );
}

/** A medicine hit: its name in the user's language and the other, its classes, and a few brands. */
export function MedicineHitText({ hit, locale }: { hit: MedicineHitView; locale: AppLocale }) {
  const { t } = useTranslation();
  const [first, second] = locale === 'zh-CN' ? [hit.zh, hit.en] : [hit.en, hit.zh];
  return (
    <>
      <HitName first={first} second={second} locale={locale} />
      {hit.classes.length > 0 ? (
        <span className="picker-hit__tags">
          {hit.classes.map((c) => (
            <Tag key={c.id} tone="info">
              {c.name}
            </Tag>
          ))}
        </span>
      ) : null}
      {hit.brands.length > 0 ? (
        <span className="picker-hit__meta">
          {t('picker.brands', { brands: hit.brands.slice(0, 4).join(' · ') })}
        </span>
      ) : null}
    </>
  );
}

/** A supplement option: its name in both languages, its serving and its typical daily dose. */
export function SupplementHitText({ hit, locale }: { hit: SupplementHitView; locale: AppLocale }) {
  const { t } = useTranslation();
  const [first, second] = locale === 'zh-CN' ? [hit.names.zh, hit.names.en] : [hit.names.en, hit.names.zh];
  const dose = `${formatDose(hit.defaultDose.amount)} ${hit.defaultDose.unit === 'ug' ? 'µg' : hit.defaultDose.unit}`;
  return (
    <>
      <HitName first={first} second={second} locale={locale} />
      <span className="picker-hit__meta">
        {t('picker.serving', { serving: locale === 'zh-CN' ? hit.serving.zh : hit.serving.en })} · {dose}
      </span>
    </>
  );
}
