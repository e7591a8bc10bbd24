import { lazy, useState, type ChangeEvent, type ReactNode } from 'react';
import type { AddressView } from '@nutri/domain/contracts';
import { MOBILE_PATTERN, normalizeMobile } from '@nutri/domain/contracts/values';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/tag';
import { mountedOnceVisible } from '../../../components/mounted-once-visible';
import { EMPTY_AREA, type DraftArea } from '../lib/areas';
import type { AddressField } from '../lib/order-errors';
import { RadioChoice } from './radio-choice';
import { ShopPanel } from './shop-panel';

const AreaPicker = mountedOnceVisible(
  lazy(() => import('./area-picker').then((m) => ({ default: m.AreaPicker }))),
);

/** The address form's state: a new address, or a saved one being edited (`id`). */
export interface AddressDraft extends DraftArea {
  id?: string;
  name: string;
  phone: string;
  detail: string;
}

export const EMPTY_DRAFT: AddressDraft = { name: '', phone: '', detail: '', ...EMPTY_AREA };

/** `saved:<id>` picks a saved address; `new` the form. */
export type AddressChoice = { kind: 'saved'; id: string } | { kind: 'new' };

/**
 * Delivery address: the saved addresses as radio choices (each with an edit button) plus "use a new
 * address", and the form (name, mainland mobile, province → city → district, street) with the form
 * messages under each field.
 */
export function AddressSection({
  addresses,
  choice,
  onChoice,
  draft,
  onDraft,
  onEdit,
  errors,
}: {
  addresses: readonly AddressView[];
  choice: AddressChoice;
  onChoice: (c: AddressChoice) => void;
  draft: AddressDraft;
  onDraft: (d: AddressDraft) => void;
  onEdit: (a: AddressView) => void;
  errors: Partial<Record<AddressField, string>>;
}) {
  const { t } = useTranslation();
  return (
    <ShopPanel titleId="shop-address-title" title={t('shop.checkout.address')}>
      {addresses.length > 0 ? (
        <fieldset className="app-fieldset shop-choices">
          <legend className="visually-hidden">{t('shop.checkout.savedAddresses')}</legend>
          {addresses.map((a) => (
            <div key={a.id} className="shop-choice-row">
              <RadioChoice
                name="shop-address"
                checked={choice.kind === 'saved' && choice.id === a.id}
                onSelect={() => onChoice({ kind: 'saved', id: a.id })}
                main={
                  <>
                    {a.name} {a.phone}
                    {a.isDefault ? (
                      <Tag tone="danger" className="shop-badge">
                        {t('shop.checkout.default')}
                      </Tag>
                    ) : null}
                  </>
                }
                sub={`${a.area} ${a.detail}`}
              />
              <button
                type="button"
                className="app-link-button shop-choice-row__edit"
                aria-label={`${t('shop.checkout.edit')} ${a.name} ${a.area}`}
                onClick={() => onEdit(a)}
              >
                {t('shop.checkout.edit')}
              </button>
            </div>
          ))}
          <RadioChoice
            name="shop-address"
            checked={choice.kind === 'new'}
            onSelect={() => onChoice({ kind: 'new' })}
            main={t('shop.checkout.useNew')}
          />
        </fieldset>
      ) : null}
      {choice.kind === 'new' ? <AddressForm draft={draft} onDraft={onDraft} errors={errors} /> : null}
    </ShopPanel>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={error ? 'shop-field shop-field--invalid' : 'shop-field'}>
      <label className="shop-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="shop-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function AddressForm({
  draft,
  onDraft,
  errors,
}: {
  draft: AddressDraft;
  onDraft: (d: AddressDraft) => void;
  errors: Partial<Record<AddressField, string>>;
}) {
  const { t } = useTranslation();
  const [pickerVisible, setPickerVisible] = useState(false);
  const set = (patch: Partial<AddressDraft>) => onDraft({ ...draft, ...patch });
  const describe = (field: AddressField, id: string) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
  const textInput = (field: 'name' | 'phone' | 'detail') => ({
    id: `shop-address-${field}`,
    className: 'app-input shop-input',
    value: draft[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set({ [field]: e.target.value }),
    ...describe(field, `shop-address-${field}`),
  });
  const pickerValue = [draft.provinceCode, draft.cityCode, draft.districtCode].filter((c) => c !== '');
  // An old address (area text only) keeps its text until a district is picked: say so under the field.
  const keptOld = draft.id !== undefined && draft.area !== '' && draft.districtCode === '';
  return (
    <div className="shop-form">
      {draft.id !== undefined ? <p className="shop-form__editing">{t('shop.checkout.editing')}</p> : null}
      <Field id="shop-address-name" label={t('shop.checkout.name')} error={errors.name}>
        <input
          {...textInput('name')}
          autoComplete="name"
          placeholder={t('shop.checkout.namePlaceholder')}
          maxLength={40}
        />
      </Field>
      <Field id="shop-address-phone" label={t('shop.checkout.phone')} error={errors.phone}>
        <input
          {...textInput('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t('shop.checkout.phonePlaceholder')}
          maxLength={24}
          onBlur={() => {
            // Show the number as it will be stored (+86 138-0013-8000 → 13800138000) once it is one.
            const phone = normalizeMobile(draft.phone);
            if (MOBILE_PATTERN.test(phone) && phone !== draft.phone) set({ phone });
          }}
        />
      </Field>
      <Field id="shop-address-area" label={t('shop.checkout.area')} error={errors.area}>
        <button
          type="button"
          id="shop-address-area"
          className={
            draft.area ? 'app-input shop-input shop-area' : 'app-input shop-input shop-area shop-area--empty'
          }
          aria-haspopup="dialog"
          onClick={() => setPickerVisible(true)}
          {...describe('area', 'shop-address-area')}
        >
          {draft.area || t('shop.checkout.chooseArea')}
        </button>
        {keptOld ? (
          <p className="shop-field__note">{t('shop.checkout.areaKeptNote', { area: draft.area })}</p>
        ) : null}
      </Field>
      <AreaPicker
        visible={pickerVisible}
        value={pickerValue}
        onClose={() => setPickerVisible(false)}
        onPick={(area) => set(area)}
      />
      <Field id="shop-address-detail" label={t('shop.checkout.detail')} error={errors.detail}>
        <textarea
          {...textInput('detail')}
          className="app-input shop-input shop-input--area"
          rows={2}
          autoComplete="street-address"
          placeholder={t('shop.checkout.detailPlaceholder')}
          maxLength={300}
        />
      </Field>
    </div>
  );
}
