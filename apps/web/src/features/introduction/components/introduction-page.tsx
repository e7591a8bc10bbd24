import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, useGoBack } from '../../../components/page-header';
import { useDocumentTitle } from '../../../components/use-document-title';
import { paths } from '../../../config/paths';
import './introduction.css';

const STEPS = ['answer', 'compute', 'refine', 'act'] as const;
const SOURCES = [
  { key: 'cnDri', url: 'https://www.cnsoc.org/' },
  { key: 'usDri', url: 'https://ods.od.nih.gov/HealthInformation/nutrientrecommendations.aspx' },
  { key: 'ods', url: 'https://ods.od.nih.gov/factsheets/list-all/' },
  { key: 'cnFood', url: null },
  { key: 'usda', url: 'https://fdc.nal.usda.gov/' },
  { key: 'bmi', url: null },
  { key: 'energy', url: 'https://doi.org/10.1093/ajcn/51.2.241' },
  { key: 'drugs', url: null },
] as const;
const LIMITS = ['notDiagnosis', 'medicines', 'special', 'urgent', 'privacy'] as const;

/** `/introductionPage`: how the plan is made, the published sources behind it, and its limits. */
export function IntroductionPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('introduction.title'));
  const howId = useId();
  const sourcesId = useId();
  const limitsId = useId();
  const back = useGoBack(paths.start.href());
  return (
    <div className="intro">
      <PageHeader title={t('introduction.title')} backLabel={t('introduction.back')} onBack={back} />
      <p className="intro__lead">{t('introduction.lead')}</p>

      <section className="intro__card" aria-labelledby={howId}>
        <h2 id={howId}>{t('introduction.how.title')}</h2>
        <ol className="intro__steps">
          {STEPS.map((s, i) => (
            <li key={s}>
              <span className="intro__num" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3>{t(`introduction.how.${s}.title`)}</h3>
                <p>{t(`introduction.how.${s}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className="intro__card" aria-labelledby={sourcesId}>
        <h2 id={sourcesId}>{t('introduction.sources.title')}</h2>
        <p className="intro__muted">{t('introduction.sources.lead')}</p>
        <ul className="intro__sources">
          {SOURCES.map((s) => (
            <li key={s.key}>
              <h3>
                {s.url ? (
                  <a href={s.url} target="_blank" rel="noopener noreferrer">
                    {t(`introduction.sources.${s.key}.name`)}
                  </a>
                ) : (
                  t(`introduction.sources.${s.key}.name`)
                )}
              </h3>
              <p>{t(`introduction.sources.${s.key}.use`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="intro__card intro__card--limits" aria-labelledby={limitsId}>
        <h2 id={limitsId}>{t('introduction.limits.title')}</h2>
        <ul className="intro__limits">
          {LIMITS.map((l) => (
            <li key={l}>{t(`introduction.limits.${l}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
