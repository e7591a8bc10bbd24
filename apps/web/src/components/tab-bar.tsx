import MessageFill from 'antd-mobile-icons/es/MessageFill';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import CheckShieldFill from 'antd-mobile-icons/es/CheckShieldFill';
import CheckShieldOutline from 'antd-mobile-icons/es/CheckShieldOutline';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import './tab-bar.css';

const TABS = [
  { path: paths.chat.path, label: 'tabs.chat', active: MessageFill, inactive: MessageOutline },
  { path: paths.report.path, label: 'tabs.report', active: CheckShieldFill, inactive: CheckShieldOutline },
] as const;

/** The tab that owns `pathname`, if any. */
export function activeTabFor(pathname: string): string | null {
  return TABS.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`))?.path ?? null;
}

/**
 * The bottom tab bar: Chat and Report with active and inactive icons; choosing a tab
 * replaces the history entry. Real links (not antd-mobile's click-only divs) so keyboards and screen
 * readers can use it.
 */
export default function AppTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const activePath = activeTabFor(pathname);
  return (
    <nav className="app-tabbar" aria-label={t('tabs.label')}>
      {TABS.map((tab) => {
        const isActive = tab.path === activePath;
        const Icon = isActive ? tab.active : tab.inactive;
        return (
          <a
            key={tab.path}
            href={`#${tab.path}`}
            className="app-tabbar__item"
            aria-current={isActive ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              if (!isActive) navigate(tab.path, { replace: true });
            }}
          >
            <Icon className="app-tabbar__icon" aria-hidden="true" />
            <span>{t(tab.label)}</span>
          </a>
        );
      })}
    </nav>
  );
}
