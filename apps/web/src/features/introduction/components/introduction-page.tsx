import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { IconItem } from '../../../components/icon-item';
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
  const back = useGoBack(paths.start.href());
  return (
    <div className="app-screen intro">
      <PageHeader title={t('introduction.title')} backLabel={t('introduction.back')} onBack={back} />
      <p className="intro__lead">{t('introduction.lead')}</p>

      <Card className="intro__card" title={t('introduction.how.title')}>
        <ol className="app-stack app-stack--loose intro__steps">
          {STEPS.map((s, i) => (
            <IconItem
              key={s}
              badge={i + 1}
              badgeClassName="app-icon-badge--solid intro__num"
              title={t(`introduction.how.${s}.title`)}
              body={t(`introduction.how.${s}.body`)}
            />
          ))}
        </ol>
      </Card>

      <Card className="intro__card" title={t('introduction.sources.title')}>
        <p className="intro__muted">{t('introduction.sources.lead')}</p>
        <ul className="app-stack app-stack--loose intro__sources">
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
      </Card>

      <Card className="intro__card" title={t('introduction.limits.title')}>
        <ul className="app-stack app-stack--loose intro__limits">
          {LIMITS.map((l) => (
            <li key={l}>{t(`introduction.limits.${l}`)}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
