import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast';
import { useUserStore } from '../../../stores/user-store';
import { REGION_CODES, setRegion, type RegionCode } from '../api/set-region';

/**
 * The country for emergency numbers (999 in the UK, 000 in Australia…): shown and changed in the chat
 * settings. Not set, the chat uses a country the person names, then the language's region, then the
 * default (120 in Chinese; 911 with the local numbers in English).
 */
export function RegionSetting() {
  const { t } = useTranslation();
  const id = useId();
  const user = useUserStore((s) => s.userInfo);
  const setUserInfo = useUserStore((s) => s.setUserInfo);
  const [saving, setSaving] = useState(false);
  const value = user?.region ?? '';
  const choose = async (next: string) => {
    const region = (REGION_CODES as readonly string[]).includes(next) ? (next as RegionCode) : null;
    setSaving(true);
    try {
      const updated = await setRegion(region);
      if (updated) setUserInfo(updated);
      void showToast(t('chat.settings.regionSaved'));
    } catch {
      void showToast(t('chat.settings.regionFailed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="chat-settings__region">
      <div className="app-spread chat-settings__row">
        <label htmlFor={id}>{t('chat.settings.region')}</label>
        <select
          id={id}
          className="chat-settings__select"
          value={value}
          disabled={saving || !user}
          onChange={(e) => void choose(e.target.value)}
        >
          <option value="">{t('chat.settings.regionAuto')}</option>
          {REGION_CODES.map((code) => (
            <option key={code} value={code}>
              {t(`chat.settings.regions.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <p className="chat-settings__hint">{t('chat.settings.regionHint')}</p>
    </div>
  );
}
