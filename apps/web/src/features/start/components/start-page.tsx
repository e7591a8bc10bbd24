import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import Button from 'antd-mobile/es/components/button';
import FireFill from 'antd-mobile-icons/es/FireFill';
import HistogramOutline from 'antd-mobile-icons/es/HistogramOutline';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import ExclamationShieldOutline from 'antd-mobile-icons/es/ExclamationShieldOutline';
import CheckShieldOutline from 'antd-mobile-icons/es/CheckShieldOutline';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Card } from '../../../components/card';
import { IconItem } from '../../../components/icon-item';
import { LanguageSwitch } from '../../../components/language-switch';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useHideTabBar } from '../../../components/use-hide-tab-bar';
import { MainButton } from '../../../components/main-button';
import { paths } from '../../../config/paths';
import { usePlanStore } from '../../../stores/plan-store';
import { useConsentStore } from '../stores/consent-store';
import heroUrl from '../assets/hero.svg';
import './start-page.css';

// The sheet opens on a tap, so its code (Popup, Checkbox) stays out of the first load; it is fetched
// while the browser is idle so the first tap does not wait.
const loadSheet = () => import('./protocol-sheet');
const ProtocolSheet = lazy(loadSheet);

const BENEFITS = [
  { key: 'energy', icon: FireFill },
  { key: 'targets', icon: HistogramOutline },
  { key: 'labs', icon: FileOutline },
  { key: 'taboos', icon: ExclamationShieldOutline },
  { key: 'supplements', icon: CheckShieldOutline },
] as const satisfies readonly { key: string; icon: ComponentType<{ className?: string }> }[];

type StartTarget = typeof paths.questionnaire.path | typeof paths.questionnaireSpecify.path;

/**
 * `/qsStartPage`: welcome, what the plan contains, the consent gate and the ways in (quick or deep
 * questionnaire, or the plan in progress). Starting without consent opens the ProtocolSheet first and
 * continues to the chosen questionnaire once everything is accepted.
 */
export function StartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useHideTabBar();
  useDocumentTitle();
  const consent = useConsentStore((s) => s.consent);
  const accept = useConsentStore((s) => s.accept);
  const activePlanId = usePlanStore((s) => s.currentActiveQsId);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [pending, setPending] = useState<StartTarget | null>(null);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    idle(() => void loadSheet());
  }, []);

  const start = (target: StartTarget) => {
    if (consent) {
      navigate(target);
      return;
    }
    setPending(target);
    setSheetOpen(true);
  };

  const onAccept = () => {
    accept();
    setSheetOpen(false);
    if (pending) navigate(pending);
    setPending(null);
  };

  return (
    <div className="app-screen app-screen--column start">
      <header className="app-spread start__top">
        <span className="start__brand">
          <svg className="start__logo" viewBox="0 0 24 24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M20.5 3.5c-7.8-.6-13.6 2.4-15.2 8.6-.5 2-.4 3.8.2 5.3L3 20l1.1 1.1 2.6-2.6c1.5.6 3.3.7 5.3.2 6.2-1.6 9.2-7.4 8.5-15.2ZM8.2 15.8l6.6-6.6-1-1-6.6 6.6c-.2-1 0-2.3.4-3.6 1.2-4.4 5-6.9 10.7-7-.1 5.7-2.6 9.5-7 10.7-1.3.4-2.6.5-3.6.4Z"
            />
          </svg>
          {t('app.name')}
        </span>
        <LanguageSwitch />
      </header>

      <section className="start__hero" aria-labelledby="start-title">
        {/* The same file, size and place as in index.html's boot shell, which paints it before any script
            runs: the real screen then replaces the shell without a shift and without a larger paint. */}
        <img className="start__art" src={heroUrl} alt="" width={320} height={120} decoding="sync" />
        <h1 id="start-title">{t('start.title')}</h1>
        <p className="start__lead">{t('start.lead')}</p>
        <ul className="start__badges">
          <li>{t('start.badgeTime')}</li>
          <li>{t('start.badgeStandard')}</li>
          <li>{t('start.badgePrivate')}</li>
        </ul>
      </section>

      {activePlanId ? (
        <section className="app-card app-spread start__continue" aria-labelledby="start-continue">
          <div>
            <h2 id="start-continue">{t('start.continueTitle')}</h2>
            <p>{t('start.continueBody')}</p>
          </div>
          <Button
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => navigate(paths.planGenerate.href())}
          >
            {t('start.continue')}
          </Button>
        </section>
      ) : null}

      <Card title={t('start.getTitle')}>
        <ul className="app-stack app-stack--loose start__benefits">
          {BENEFITS.map(({ key, icon: Icon }) => (
            <IconItem
              key={key}
              badge={<Icon />}
              badgeClassName="start__benefit-icon"
              title={t(`start.get.${key}.title`)}
              body={t(`start.get.${key}.body`)}
            />
          ))}
        </ul>
      </Card>

      <p className="start__disclaimer">{t('start.disclaimer')}</p>
      <Link to={paths.introduction.href()} className="start__intro-link">
        <span>{t('start.introLink')}</span>
        <RightOutline aria-hidden="true" />
      </Link>

      <footer className="start__actions">
        <p className="start__consent" role="status">
          {consent ? (
            <>
              <span aria-hidden="true" className="start__consent-ok">
                ✓{' '}
              </span>
              {t('start.consentDone')}{' '}
            </>
          ) : (
            <>{t('start.consentNeeded')} </>
          )}
          <button
            type="button"
            className="app-link-button start__consent-link"
            onClick={() => {
              setPending(null);
              setSheetOpen(true);
            }}
          >
            {consent ? t('start.consentView') : t('start.consentReview')}
          </button>
        </p>
        <MainButton className="start__cta" onClick={() => start(paths.questionnaire.path)}>
          <span className="start__cta-label">{t('start.startQuick')}</span>
          <span className="start__cta-hint">{t('start.startQuickHint')}</span>
        </MainButton>
        <MainButton
          fill="outline"
          className="start__cta"
          onClick={() => start(paths.questionnaireSpecify.path)}
        >
          <span className="start__cta-label">{t('start.startDeep')}</span>
          <span className="start__cta-hint">{t('start.startDeepHint')}</span>
        </MainButton>
      </footer>

      {sheetOpen ? (
        <Suspense fallback={null}>
          <ProtocolSheet
            visible={sheetOpen}
            accepted={consent !== null}
            onAccept={onAccept}
            onClose={() => {
              setSheetOpen(false);
              setPending(null);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
