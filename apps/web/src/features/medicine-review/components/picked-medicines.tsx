import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../stores/locale-store';
import type { PickedMedicine } from '../lib/picks';
import { PickedSection, RemovePickButton } from './picked-section';

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
    <PickedSection
      titleId="amn-picked-medicines"
      title={t('medicineReview.add.pickedMedicines', { count: medicines.length })}
      none={t('medicineReview.add.pickedNoMedicines')}
      count={medicines.length}
    >
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
              <RemovePickButton
                name={name}
                className="amn-picked-chip__remove"
                onClick={() => onRemove(m.id)}
              />
              {invalid ? (
                <span className="amn-field-error" role="alert">
                  {t('medicineReview.add.unknownItem', { name })}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </PickedSection>
  );
}
