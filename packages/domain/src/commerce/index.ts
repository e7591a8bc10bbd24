/**
 * Commerce rules of PRODUCT.md §4. Imported by the web app (`@nutri/domain/commerce`), so this subpath
 * must stay light: no knowledge files, only contract types.
 */
export * from './next-step';
export * from './dosage-split';
export * from './best-price';
export * from './usage-text';
export * from './voucher-label';
