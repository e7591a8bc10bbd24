import { useId, useRef } from 'react';
import Popup from 'antd-mobile/es/components/popup';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';
import { RegionSetting } from './region-setting';
import { formatMonthDay } from '../../../lib/dates';
import { useLocaleStore } from '../../../stores/locale-store';
import { useUserStore } from '../../../stores/user-store';
import { useConversations } from '../api/list-conversations';
import { CloseButton } from '../../../components/close-button';
import { useEscapeToClose } from '../../../components/use-escape-to-close';

export interface HistorySidebarProps {
  visible: boolean;
  currentId: string | null;
  onClose: () => void;
  onOpen: (id: string) => void;
  onNew: () => void;
  onClear: () => void;
}

/**
 * The side bar (from the left): who is signed in, the conversation history (open one, or start a new
 * one), and the settings: language and clearing the conversation (which starts a new one; history stays).
 */
export function HistorySidebar({ visible, currentId, onClose, onOpen, onNew, onClear }: HistorySidebarProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const user = useUserStore((s) => s.userInfo);
  const locale = useLocaleStore((s) => s.locale);
  const list = useConversations({ queryConfig: { enabled: visible } });
  const name = user?.nickname?.trim() || t('chat.sidebar.guest');
  useEscapeToClose(visible, onClose);

  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      position="left"
      bodyClassName="chat-sidebar"
      afterShow={() => titleRef.current?.focus()}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${baseId}-title`}
        className="chat-sidebar__inner"
      >
        <div className="app-spread chat-sidebar__top">
          <h2 id={`${baseId}-title`} ref={titleRef} tabIndex={-1}>
            {t('chat.sidebar.title')}
          </h2>
          <CloseButton label={t('chat.sidebar.close')} className="chat-icon-button" onClick={onClose} />
        </div>

        <div className="chat-user">
          <span className="app-icon-badge app-icon-badge--solid" aria-hidden="true">
            <UserOutline />
          </span>
          <div>
            <p className="chat-user__name">{name}</p>
            <p className="chat-user__hint">{t('chat.sidebar.userHint')}</p>
          </div>
        </div>

        <button type="button" className="app-button app-button--primary chat-sidebar__new" onClick={onNew}>
          <AddOutline aria-hidden="true" />
          {t('chat.newConversation')}
        </button>

        <h3 className="chat-sidebar__section">{t('chat.history')}</h3>
        <div className="chat-sidebar__list">
          {list.isPending ? (
            <p className="chat-sidebar__status" role="status">
              {t('chat.sidebar.loading')}
            </p>
          ) : list.isError ? (
            <div className="chat-sidebar__status" role="alert">
              <p>{t('chat.sidebar.error')}</p>
              <button type="button" className="app-button" onClick={() => void list.refetch()}>
                {t('app.retry')}
              </button>
            </div>
          ) : list.data.list.length === 0 ? (
            <p className="chat-sidebar__status">{t('chat.sidebar.empty')}</p>
          ) : (
            <ul>
              {list.data.list.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    className="chat-history-item"
                    aria-current={c.id === currentId ? 'true' : undefined}
                    onClick={() => onOpen(c.id)}
                  >
                    <span className="chat-history-item__title">
                      {c.title.trim() || t('chat.sidebar.untitled')}
                    </span>
                    <span className="chat-history-item__date">
                      {c.id === currentId ? `${t('chat.sidebar.current')} · ` : ''}
                      {formatMonthDay(c.updatedAt, locale)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>

        <section className="chat-settings" aria-labelledby={`${baseId}-settings`}>
          <h3 id={`${baseId}-settings`} className="chat-sidebar__section">
            {t('chat.settings.title')}
          </h3>
          <div className="app-spread chat-settings__row">
            <span>{t('chat.settings.language')}</span>
            <LanguageSwitch />
          </div>
          <RegionSetting />
          <button type="button" className="app-button chat-settings__clear" onClick={onClear}>
            {t('chat.settings.clear')}
          </button>
          <p className="chat-settings__hint">{t('chat.settings.clearHint')}</p>
        </section>
      </div>
    </Popup>
  );
}
