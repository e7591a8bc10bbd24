import { useId, useState } from 'react';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../components/bottom-sheet';
import { DisclosureButton } from '../../../components/disclosure-button';
import { MainButton } from '../../../components/main-button';
import './protocol-sheet.css';

const ITEMS = ['terms', 'privacy', 'health'] as const;
type Item = (typeof ITEMS)[number];

export interface ProtocolSheetProps {
  visible: boolean;
  /** True when the user accepted before: the boxes start ticked. */
  accepted: boolean;
  onAccept: () => void;
  onClose: () => void;
}

/**
 * The ProtocolSheet: terms of use, privacy policy and health-data consent, each with its
 * full text one tap away and its own tick box. Health data is sensitive personal information, so it gets
 * a separate, explicit consent rather than being folded into the terms.
 */
export default function ProtocolSheet({ visible, accepted, onAccept, onClose }: ProtocolSheetProps) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<Record<Item, boolean>>(() => ({
    terms: accepted,
    privacy: accepted,
    health: accepted,
  }));
  const [open, setOpen] = useState<Item | null>(null);
  const baseId = useId();
  const allChecked = ITEMS.every((i) => checked[i]);

  return (
    <BottomSheet
      visible={visible}
      onClose={onClose}
      title={t('protocol.title')}
      titleClassName="protocol-sheet__title"
      bodyClassName="app-sheet protocol-sheet"
      className="app-sheet__inner"
    >
      <p className="app-lead">{t('protocol.intro')}</p>
      <ul className="protocol-sheet__list">
        {ITEMS.map((item) => {
          const textId = `${baseId}-${item}`;
          const expanded = open === item;
          return (
            <li key={item} className="protocol-sheet__item">
              <div className="protocol-sheet__row">
                <Checkbox
                  className="protocol-sheet__check"
                  checked={checked[item]}
                  onChange={(value) => setChecked((c) => ({ ...c, [item]: value }))}
                  data-testid={`consent-${item}`}
                >
                  {t(`protocol.${item}.label`)}
                </Checkbox>
                <DisclosureButton
                  expanded={expanded}
                  controls={textId}
                  className="app-text-button protocol-sheet__read"
                  onClick={() => setOpen(expanded ? null : item)}
                >
                  {expanded ? t('protocol.hide') : t('protocol.read')}
                  <span className="visually-hidden">{t(`protocol.${item}.title`)}</span>
                </DisclosureButton>
              </div>
              <div id={textId} className="protocol-sheet__text" hidden={!expanded}>
                <h3>{t(`protocol.${item}.title`)}</h3>
                {t(`protocol.${item}.body`)
                  .split('\n')
                  .map((line) => (
                    <p key={line}>{line}</p>
                  ))}
              </div>
            </li>
          );
        })}
      </ul>
      {allChecked ? null : (
        <p className="protocol-sheet__hint" id={`${baseId}-hint`}>
          {t('protocol.acceptHint')}
        </p>
      )}
      <div className="protocol-sheet__actions">
        <MainButton
          disabled={!allChecked}
          aria-describedby={allChecked ? undefined : `${baseId}-hint`}
          onClick={onAccept}
        >
          {t('protocol.accept')}
        </MainButton>
        <Button block fill="none" size="large" onClick={onClose} className="protocol-sheet__decline">
          {t('protocol.decline')}
        </Button>
      </div>
    </BottomSheet>
  );
}
