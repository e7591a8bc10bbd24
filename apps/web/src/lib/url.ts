/**
 * Query values can sit before the hash (`/?mobile=1#/qsStartPage`, how mini-programs open the page) or
 * inside the hash route (`/#/qsStartPage?lang=en`, how the app links itself). Both count; the part
 * before the hash wins when both have the value.
 */

export interface LocationLike {
  search: string;
  hash: string;
}

function currentLocation(): LocationLike {
  return typeof window === 'undefined' ? { search: '', hash: '' } : window.location;
}

/** The first value of query parameter `name`, or null when absent (an empty value counts as present). */
export function readQueryParam(name: string, location: LocationLike = currentLocation()): string | null {
  const before = new URLSearchParams(location.search).get(name);
  if (before !== null) return before;
  const hash = location.hash;
  const q = hash.indexOf('?');
  if (q === -1) return null;
  return new URLSearchParams(hash.slice(q + 1)).get(name);
}

/** The `mobile` value of a retail (Youzan) launch, or null when absent or blank. */
export function readMobile(location: LocationLike = currentLocation()): string | null {
  const value = readQueryParam('mobile', location)?.trim();
  return value ? value : null;
}
