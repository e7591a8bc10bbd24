/**
 * Commerce rules (docs/product-rules.md#shop). Imported by the web app (`@nutri/domain/commerce`), so
 * this subpath must stay light: no knowledge files, only contract types.
 */
export * from './next-step';
export * from './dosage-split';
export * from './best-price';
export * from './usage-text';
export * from './voucher-label';
export * from './order-number';
export * from './refill';
