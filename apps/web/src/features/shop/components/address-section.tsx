import type { ChangeEvent, ReactNode } from 'react';
import type { AddressView } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/tag';
import { useLocaleStore } from '../../../stores/locale-store';
import { AREAS, citiesOf, type Area } from '../lib/areas';
import type { AddressField } from '../lib/order-errors';
import { RadioChoice } from './radio-choice';
import { ShopPanel } from './shop-panel';

export interface AddressDraft {
  name: string;
  phone: string;
  provinceId: string;
  cityId: string;
  detail: string;
}

export const EMPTY_DRAFT: AddressDraft = { name: '', phone: '', provinceId: '', cityId: '', detail: '' };

/** `saved:<id>` picks a saved address; `new` the form. */
export type AddressChoice = { kind: 'saved'; id: string } | { kind: 'new' };

/**
 * Delivery address: the saved addresses as radio choices plus "use a new address", and the new-address
 * form (name, mainland mobile, province → city, street) with the form messages under each field.
 */
export function AddressSection({
  addresses,
  choice,
  onChoice,
  draft,
  onDraft,
  errors,
}: {
  addresses: readonly AddressView[];
  choice: AddressChoice;
  onChoice: (c: AddressChoice) => void;
  draft: AddressDraft;
  onDraft: (d: AddressDraft) => void;
  errors: Partial<Record<AddressField, string>>;
}) {
  const { t } = useTranslation();
  return (
    <ShopPanel titleId="shop-address-title" title={t('shop.checkout.address')}>
      {addresses.length > 0 ? (
        <fieldset className="shop-choices">
          <legend className="visually-hidden">{t('shop.checkout.savedAddresses')}</legend>
          {addresses.map((a) => (
            <RadioChoice
              key={a.id}
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
  const set = (patch: Partial<AddressDraft>) => onDraft({ ...draft, ...patch });
  const describe = (field: AddressField, id: string) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
  const cities = citiesOf(draft.provinceId);
  const textInput = (field: 'name' | 'phone' | 'detail') => ({
    id: `shop-address-${field}`,
    className: 'app-input shop-input',
    value: draft[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set({ [field]: e.target.value }),
    ...describe(field, `shop-address-${field}`),
  });
  return (
    <div className="shop-form">
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
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('shop.checkout.phonePlaceholder')}
          maxLength={20}
        />
      </Field>
      <div className="shop-form__row">
        <Field id="shop-address-province" label={t('shop.checkout.province')} error={errors.area}>
          <select
            id="shop-address-province"
            className="app-input shop-input"
            value={draft.provinceId}
            onChange={(e) => {
              const next = citiesOf(e.target.value);
              set({ provinceId: e.target.value, cityId: next.length === 1 ? (next[0]?.id ?? '') : '' });
            }}
            {...describe('area', 'shop-address-province')}
          >
            <AreaOptions areas={AREAS} placeholder={t('shop.checkout.chooseProvince')} />
          </select>
        </Field>
        <Field id="shop-address-city" label={t('shop.checkout.city')} error={undefined}>
          <select
            id="shop-address-city"
            className="app-input shop-input"
            value={draft.cityId}
            disabled={cities.length === 0}
            onChange={(e) => set({ cityId: e.target.value })}
            aria-invalid={errors.area ? true : undefined}
          >
            <AreaOptions areas={cities} placeholder={t('shop.checkout.chooseCity')} />
          </select>
        </Field>
      </div>
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

/** The options of an area select: a placeholder, then each area named in the app's language. */
function AreaOptions({ areas, placeholder }: { areas: readonly Area[]; placeholder: string }) {
  const en = useLocaleStore((s) => s.locale) === 'en-US';
  return (
    <>
      <option value="">{placeholder}</option>
      {areas.map((a) => (
        <option key={a.id} value={a.id}>
          {en ? a.en : a.zh}
        </option>
      ))}
    </>
  );
}
