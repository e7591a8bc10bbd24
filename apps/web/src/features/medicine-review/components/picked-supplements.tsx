import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isProductUnit } from '@nutri/domain/units';
import { useLocaleStore } from '../../../stores/locale-store';
import { DOSE_UNIT_OPTIONS, isDoseUnit, parseSupplementDose, type PickedSupplement } from '../lib/picks';
import { PickedSection, RemovePickButton } from './picked-section';

/**
 * The supplements picked so far, each with its daily dose and unit. A dose problem shows under its row
 * once the user has left the field or tried to submit (`showErrors`), not while typing the first digit.
 */
export function PickedSupplements({
  supplements,
  invalidKeys,
  showErrors,
  onChange,
  onRemove,
}: {
  supplements: readonly PickedSupplement[];
  invalidKeys: ReadonlySet<string>;
  showErrors: boolean;
  onChange: (key: string, patch: Partial<Pick<PickedSupplement, 'dose' | 'unit'>>) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <PickedSection
      titleId="amn-picked-supplements"
      title={t('medicineReview.add.pickedSupplements', { count: supplements.length })}
      none={t('medicineReview.add.pickedNoSupplements')}
      count={supplements.length}
    >
      <ul className="app-stack app-stack--tight">
        {supplements.map((s) => (
          <SupplementRow
            key={s.key}
            supplement={s}
            unknown={invalidKeys.has(s.key)}
            showErrors={showErrors}
            onChange={(patch) => onChange(s.key, patch)}
            onRemove={() => onRemove(s.key)}
          />
        ))}
      </ul>
    </PickedSection>
  );
}

function SupplementRow({
  supplement: s,
  unknown,
  showErrors,
  onChange,
  onRemove,
}: {
  supplement: PickedSupplement;
  unknown: boolean;
  showErrors: boolean;
  onChange: (patch: Partial<Pick<PickedSupplement, 'dose' | 'unit'>>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocaleStore((st) => st.locale);
  const id = useId();
  const [touched, setTouched] = useState(false);
  const name = locale === 'zh-CN' ? s.names.zh : s.names.en;
  const dose = parseSupplementDose(s);
  const problem = !dose.ok && (showErrors || touched) ? dose.problem : null;
  const errorId = `${id}-error`;
  return (
    <li className={problem || unknown ? 'amn-dose amn-dose--invalid' : 'amn-dose'}>
      <div className="app-spread">
        <span className="amn-dose__name">{name}</span>
        <RemovePickButton name={name} className="amn-dose__remove" onClick={onRemove} />
      </div>
      <div className="amn-dose__fields">
        <label className="visually-hidden" htmlFor={`${id}-dose`}>
          {t('medicineReview.add.doseFor', { name })}
        </label>
        <span className="amn-dose__label" aria-hidden="true">
          {t('medicineReview.add.dose')}
        </span>
        <input
          id={`${id}-dose`}
          className="app-input amn-dose__input"
          inputMode="decimal"
          autoComplete="off"
          value={s.dose}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onBlur={() => setTouched(true)}
          onChange={(e) => onChange({ dose: e.target.value.slice(0, 12) })}
        />
        <label className="visually-hidden" htmlFor={`${id}-unit`}>
          {t('medicineReview.add.unitFor', { name })}
        </label>
        <select
          id={`${id}-unit`}
          className="app-input amn-dose__unit"
          value={s.unit}
          onChange={(e) => {
            const unit = e.target.value;
            if (!isDoseUnit(unit)) return;
            // "600 mg" turned into tablets is not 600 tablets: a count starts at one.
            onChange(isProductUnit(unit) && !isProductUnit(s.unit) ? { unit, dose: '1' } : { unit });
          }}
        >
          {DOSE_UNIT_OPTIONS.map((u) => (
            <option key={u} value={u}>
              {t(`doseUnits.${u}`)}
            </option>
          ))}
        </select>
      </div>
      {problem ? (
        <p id={errorId} className="amn-field-error">
          {t(`medicineReview.add.doseProblem.${problem}`)}
        </p>
      ) : null}
      {unknown ? (
        <p className="amn-field-error" role="alert">
          {t('medicineReview.add.unknownItem', { name })}
        </p>
      ) : null}
    </li>
  );
}
