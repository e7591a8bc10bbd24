import { useState } from 'react';
import type { AddressView } from '@nutri/domain/contracts';
import { validateAddress } from '@nutri/domain/contracts/values';
import { useLocaleStore } from '../../../stores/locale-store';
import { areaFieldsOf, draftAreaOf, EMPTY_AREA, loadAreas } from '../lib/areas';
import type { AddressField } from '../lib/order-errors';
import { EMPTY_DRAFT, type AddressChoice, type AddressDraft } from './address-section';

export type FieldErrors = Partial<Record<AddressField, string>>;

/**
 * The checkout's delivery address: a saved one (the default first) or the form of a new one (or of a
 * saved one being edited), with the form's own checks — shown once the person tried to order — and the
 * server's messages per field, which go as soon as the person edits.
 */
export function useAddressForm(saved: readonly AddressView[]) {
  const locale = useLocaleStore((s) => s.locale);
  const [choice, setChoice] = useState<AddressChoice | null>(null);
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_DRAFT);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const active: AddressChoice =
    choice && (choice.kind === 'new' || saved.some((a) => a.id === choice.id))
      ? choice
      : saved.length > 0
        ? { kind: 'saved', id: (saved.find((a) => a.isDefault) ?? saved[0])?.id ?? '' }
        : { kind: 'new' };

  const input = { name: draft.name, phone: draft.phone, detail: draft.detail, ...areaFieldsOf(draft) };
  const localErrors = Object.fromEntries(
    validateAddress(input, locale).errors.map((e) => [e.field, e.message]),
  ) as FieldErrors;
  const fieldErrors = showErrors ? { ...serverErrors, ...localErrors } : serverErrors;

  return {
    saved,
    active,
    draft,
    fieldErrors,
    /** The new address as the address call takes it, or null (with its messages shown) when it cannot go. */
    checked: () => {
      const { value, errors } = validateAddress(input, locale);
      if (errors.length > 0) return null;
      return draft.id !== undefined
        ? { ...value, id: draft.id }
        : { ...value, isDefault: saved.length === 0 };
    },
    /** The new address was saved: a retry must use it, not save it again. */
    settle: (id: string) => {
      setChoice({ kind: 'saved', id });
      setDraft(EMPTY_DRAFT);
    },
    /** The form's messages (the form's own and `server`'s, if given) are shown. */
    showErrors: (server?: FieldErrors) => {
      if (server) setServerErrors(server);
      setShowErrors(true);
    },
    setServerErrors,
    choose: (c: AddressChoice) => {
      setChoice(c);
      // "Use a new address" after an edit starts blank, not as an edit of the other address.
      if (c.kind === 'new' && draft.id !== undefined) setDraft(EMPTY_DRAFT);
      setServerErrors({});
    },
    edit: (a: AddressView) => {
      const base = { id: a.id, name: a.name, phone: a.phone, detail: a.detail };
      const open = (area: typeof EMPTY_AREA) => {
        setDraft({ ...base, ...area });
        setChoice({ kind: 'new' });
        setServerErrors({});
      };
      // Without the area data (offline) the old text is still kept; only the picker opens empty.
      loadAreas().then(
        (areas) => open(draftAreaOf(a, areas)),
        () =>
          open({
            ...EMPTY_AREA,
            area: a.area,
            provinceCode: a.provinceCode,
            cityCode: a.cityCode,
            districtCode: a.districtCode,
          }),
      );
    },
    type: (d: AddressDraft) => {
      setDraft(d);
      setServerErrors({});
    },
  };
}

export type AddressForm = ReturnType<typeof useAddressForm>;
