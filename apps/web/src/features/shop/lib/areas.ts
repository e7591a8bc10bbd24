import type { AddressFields, AddressView } from '@nutri/domain/contracts';
import type * as Areas from '@nutri/domain/areas';
import type { AreaCodes, AreaTreeNode } from '@nutri/domain/areas';

/** The area data module (`@nutri/domain/areas` on `@vant/area-data`, ADR 0027). */
export type AreasModule = typeof Areas;

let loading: Promise<AreasModule> | null = null;

/**
 * Loads the area data on first need (opening the picker, editing a saved address): ~33 KiB gzip that only
 * people typing an address need, in its own chunk. A failed load is forgotten so the next try loads again.
 */
export function loadAreas(): Promise<AreasModule> {
  loading ??= import('@nutri/domain/areas').catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}

/** An option of antd-mobile's `Cascader`. */
export interface CascaderOption {
  label: string;
  value: string;
  children?: CascaderOption[];
}

/**
 * The picker's options: provinces → cities → districts by code. Names are the Chinese ones in both
 * languages: the data has no English names, and a parcel in China is addressed in Chinese (ADR 0027).
 * A leaf has no `children`, which is how the Cascader knows the choice is complete.
 */
export function cascaderOptionsOf(tree: readonly AreaTreeNode[]): CascaderOption[] {
  const option = (node: AreaTreeNode): CascaderOption =>
    node.children.length > 0
      ? { label: node.name, value: node.code, children: node.children.map(option) }
      : { label: node.name, value: node.code };
  return tree.map(option);
}

/** The area part of an address draft: the codes (each '' until known) and the text shown and sent. */
export interface DraftArea extends AreaCodes {
  area: string;
}

export const EMPTY_AREA: DraftArea = { provinceCode: '', cityCode: '', districtCode: '', area: '' };

/**
 * The draft area of a saved address being edited. Stored codes are used as they are. An address saved
 * before the codes has only its text (`广东省 深圳市`, `Shenzhen, Guangdong`): the picker opens on the
 * province and city its names map to, and the text stays what it was until a district is picked, so
 * editing only the phone of such an address keeps its area word for word.
 */
export function draftAreaOf(
  saved: Pick<AddressView, 'area' | 'provinceCode' | 'cityCode' | 'districtCode'>,
  areas: Pick<AreasModule, 'legacyAreaCodes'>,
): DraftArea {
  if (saved.provinceCode !== '') {
    const { provinceCode, cityCode, districtCode, area } = saved;
    return { provinceCode, cityCode, districtCode, area };
  }
  const codes = areas.legacyAreaCodes(saved.area);
  return { ...(codes ?? EMPTY_AREA), area: saved.area };
}

/**
 * What the address call gets for a draft area: the three codes when all are picked (the server writes
 * the names); otherwise no codes and the text as it is (an old address whose area was left alone).
 */
export function areaFieldsOf(draft: DraftArea): Pick<AddressFields, 'area' | keyof AreaCodes> {
  const complete = draft.provinceCode !== '' && draft.cityCode !== '' && draft.districtCode !== '';
  return complete ? { ...draft } : { area: draft.area, provinceCode: '', cityCode: '', districtCode: '' };
}
