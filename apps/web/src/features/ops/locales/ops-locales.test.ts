import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, OPS_ORDER_STATUSES } from '@nutri/domain/contracts';
import zhCN from './zh-CN.json';
import enUS from './en-US.json';
import {
  flattenCatalog as flatten,
  placeholdersOf as placeholders,
  type Catalog,
} from '../../../testing/catalogs';

/** The operator page's own texts (its chunk carries them, so the users' catalogs do not grow). */
describe('operator page texts in both locales', () => {
  const zh = flatten(zhCN as Catalog);
  const en = flatten(enUS as Catalog);

  it('have the same keys, no empty text and the same placeholders', () => {
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of zh) {
      expect(text.trim(), key).not.toBe('');
      expect(en.get(key)!.trim(), key).not.toBe('');
      expect(placeholders(en.get(key)!), key).toEqual(placeholders(text));
    }
  });

  it('name every order status and audit action', () => {
    for (const s of OPS_ORDER_STATUSES) expect(zh.has(`ops.status.${s}`), s).toBe(true);
    for (const a of AUDIT_ACTIONS) expect(zh.has(`ops.audit.actions.${a}`), a).toBe(true);
  });

  it('write English with no Chinese and Chinese screens with Chinese', () => {
    for (const [key, text] of en) expect(text, key).not.toMatch(/[\u3400-\u9fff]/);
    for (const [key, text] of zh) expect(text, key).toMatch(/[\u3000-\u303f\u3400-\u9fff]|^[×¥{}\w\s.]+$/);
  });
});
