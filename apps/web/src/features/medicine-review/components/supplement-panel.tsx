import AddOutline from 'antd-mobile-icons/es/AddOutline';
import { useTranslation } from 'react-i18next';
import { SupplementPicker } from '../../../components/search-picker/pickers';
import { PickerChip } from '../../../components/search-picker/search-picker';
import { isApiError } from '../../../lib/api-client';
import { useLocaleStore } from '../../../stores/locale-store';
import { useSupplementOptions } from '../api/get-supplement-options';
import { pickOfOption, supplementKey, type PickedSupplement } from '../lib/picks';
import { usePicksStore } from '../stores/picks-store';
import { LabelPhoto } from './label-photo';
import { PickedList, type PickTabProps } from './picked-list';
import { SupplementRow } from './supplement-row';
import { useTabPicker } from './use-tab-picker';

/**
 * The supplements tab: the supplements picked with their daily doses, then search-as-you-type over the
 * supplement options; with an empty box, the options grouped by category to tap. A supplement the list
 * lacks can be added by its name (the review then judges it by name).
 */
export function SupplementPanel(tab: PickTabProps) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const options = useSupplementOptions();
  const picker = useTabPicker(tab, 'supplements', pickOfOption);
  const onAddByName = (name: string) => {
    usePicksStore.getState().add(tab.planId, 'supplements', pickedFromName(name));
    tab.onKeywordChange('');
  };
  return (
    <>
      <LabelPhoto planId={tab.planId} />
      <PickedList tab={tab} kind="supplements" Row={SupplementRow} />
      {/* What a mineral's amount is: the element as the facts panel prints it (ninth clinician review, en P1). */}
      <p className="app-lead amn-amount-hint">{t('medicineReview.add.mineralAmountHint')}</p>
      <SupplementPicker
        {...picker}
        noMatch={(name) =>
          picker.isPicked({ id: supplementKey({ name }) }) ? null : (
            <button type="button" className="app-button amn-add-name" onClick={() => onAddByName(name)}>
              <AddOutline aria-hidden="true" />
              {t('medicineReview.add.addByName', { name })}
            </button>
          )
        }
        idle={
          <section className="amn-browse" aria-labelledby="amn-browse-title">
            <h2 id="amn-browse-title" className="amn-subtitle">
              {t('medicineReview.add.browseTitle')}
            </h2>
            {options.isLoading ? (
              <p className="picker-status" role="status">
                <span className="app-spinner" aria-hidden="true" />
                {t('medicineReview.add.optionsLoading')}
              </p>
            ) : options.error ? (
              <p className="picker-status picker-status__error" role="alert">
                {t('medicineReview.add.optionsError', {
                  message: isApiError(options.error) ? options.error.msg : String(options.error),
                })}{' '}
                <button type="button" className="app-link-button" onClick={() => void options.refetch()}>
                  {t('picker.retry')}
                </button>
              </p>
            ) : (
              (options.data?.list ?? []).map((group) => (
                <div key={group.category} className="amn-browse__group">
                  <h3>{locale === 'zh-CN' ? group.labels.zh : group.labels.en}</h3>
                  <div className="amn-browse__chips">
                    {group.options.map((o) => {
                      const added = picker.isPicked(o);
                      return (
                        <PickerChip key={o.id} pressed={added} onClick={() => picker.onToggle(o, added)}>
                          {locale === 'zh-CN' ? o.names.zh : o.names.en}
                        </PickerChip>
                      );
                    })}
                  </div>
                </div>
              ))
            )}
          </section>
        }
      />
    </>
  );
}

/** What is stored for a supplement typed by name: no default dose is known, so the user enters one. */
function pickedFromName(name: string): PickedSupplement {
  return { key: supplementKey({ name }), names: { zh: name, en: name }, dose: '', unit: 'mg' };
}
