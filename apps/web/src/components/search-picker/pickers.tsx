import { useLocaleStore } from '../../stores/locale-store';
import { MedicineHitText, SupplementHitText } from './hits';
import { medicineSource, supplementSource, type MedicineHit, type SupplementOption } from './search-api';
import { SearchPicker, type SearchPickerProps } from './search-picker';

/** What a caller decides about a picker bound to one dictionary: the rest comes with the dictionary. */
type BoundPickerProps<T> = Omit<SearchPickerProps<T>, 'source' | 'idOf' | 'renderHit'>;

/** The picker over the drug dictionary, in the app's language. */
export function MedicinePicker(props: BoundPickerProps<MedicineHit>) {
  const locale = useLocaleStore((s) => s.locale);
  return (
    <SearchPicker
      {...props}
      source={medicineSource(locale)}
      idOf={(hit) => hit.id}
      renderHit={(hit) => <MedicineHitText hit={hit} locale={locale} />}
    />
  );
}

/** The picker over the supplement options, in the app's language. */
export function SupplementPicker(props: BoundPickerProps<SupplementOption>) {
  const locale = useLocaleStore((s) => s.locale);
  return (
    <SearchPicker
      {...props}
      source={supplementSource(locale)}
      idOf={(option) => option.id}
      renderHit={(option) => <SupplementHitText hit={option} locale={locale} />}
    />
  );
}
