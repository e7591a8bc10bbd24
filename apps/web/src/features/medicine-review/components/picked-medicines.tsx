import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../stores/locale-store';
import type { PickedMedicine } from '../lib/picks';

/** The medicines picked so far, as removable chips; one the server did not recognise is marked. */
export function PickedMedicines({
  medicines,
  invalidIds,
  onRemove,
}: {
  medicines: readonly PickedMedicine[];
  invalidIds: ReadonlySet<string>;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  return (
    <section className="amn-picked" aria-labelledby="amn-picked-medicines">
      <h2 id="amn-picked-medicines" className="amn-subtitle">
        {t('medicineReview.add.pickedMedicines', { count: medicines.length })}
      </h2>
      {medicines.length === 0 ? (
        <p className="amn-muted">{t('medicineReview.add.pickedNoMedicines')}</p>
      ) : (
        <ul className="amn-picked__chips">
          {medicines.map((m) => {
            const name = locale === 'zh-CN' ? m.names.zh : m.names.en;
            const invalid = invalidIds.has(m.id);
            return (
              <li
                key={m.id}
                className={invalid ? 'amn-picked-chip amn-picked-chip--invalid' : 'amn-picked-chip'}
              >
                <span className="amn-picked-chip__name">
                  {name}
                  {m.className ? <span className="amn-picked-chip__class">{m.className}</span> : null}
                </span>
                <button
                  type="button"
                  className="app-icon-button amn-picked-chip__remove"
                  aria-label={t('medicineReview.add.remove', { name })}
                  onClick={() => onRemove(m.id)}
                >
                  <CloseOutline aria-hidden="true" />
                </button>
                {invalid ? (
                  <span className="amn-field-error" role="alert">
                    {t('medicineReview.add.unknownItem', { name })}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
