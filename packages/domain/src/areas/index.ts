/**
 * China's administrative areas, province → city → county-level district, from `@vant/area-data`
 * (GB/T 2260 codes, all 34 provincial divisions; ADR 0027). Imported by the API to check codes and
 * lazily by the web picker (its own chunk), never by `@nutri/domain/contracts`: the contracts stay
 * data-free and receive an {@link AreaLookup} where they check codes.
 */

export * from './data';
export { legacyAreaCodes } from './legacy';
