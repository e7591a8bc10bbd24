import type { ComponentType } from 'react';
import type { AppLocale } from '../../lib/language';
import { useLocaleStore } from '../../stores/locale-store';
import { MedicineHitText, SupplementHitText } from './hits';
import { medicineSource, supplementSource } from './search-api';
import { SearchPicker, type SearchPickerProps } from './search-picker';
import type { SearchSource } from './use-search';

/** What a caller decides about a picker bound to one dictionary: the rest comes with the dictionary. */
type BoundPickerProps<T> = Omit<SearchPickerProps<T>, 'source' | 'idOf' | 'renderHit'>;

/** A picker bound to one dictionary: its search in the app's language and how a hit reads. */
function boundPicker<T extends { id: string }>(
  sourceIn: (locale: AppLocale) => SearchSource<T>,
  HitText: ComponentType<{ hit: T; locale: AppLocale }>,
) {
  return function BoundPicker(props: BoundPickerProps<T>) {
    const locale = useLocaleStore((s) => s.locale);
    return (
      <SearchPicker
        {...props}
        source={sourceIn(locale)}
        idOf={(hit) => hit.id}
        renderHit={(hit) => <HitText hit={hit} locale={locale} />}
      />
    );
  };
}

/** The picker over the drug dictionary. */
export const MedicinePicker = boundPicker(medicineSource, MedicineHitText);

/** The picker over the supplement options. */
export const SupplementPicker = boundPicker(supplementSource, SupplementHitText);
