import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { configRefusal } from '../test/config';

const BASE = { YOUZAN_CLIENT_ID: 'cid', YOUZAN_CLIENT_SECRET: 'secret', YOUZAN_GRANT_ID: '160' };
const MAP = JSON.stringify({ 'p-zn-10-60': { item_id: 1, sku_id: 2 } });

const problems = (env: Record<string, string>): string => configRefusal(env).message;

describe('Youzan settings', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yz-map-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are off with nothing set (the built-in shop), on with all three and a SKU map', () => {
    expect(loadConfig({}).youzan).toBeNull();
    const on = loadConfig({ ...BASE, YOUZAN_SKU_MAP: MAP }).youzan;
    expect(on).toMatchObject({ baseUrl: 'https://open.youzanyun.com', clientId: 'cid', grantId: '160' });
    expect(on?.skuMap.get('p-zn-10-60')).toEqual({ itemId: 1, skuId: 2 });
    expect(
      loadConfig({ ...BASE, YOUZAN_SKU_MAP: MAP, YOUZAN_BASE_URL: 'http://127.0.0.1:9/' }).youzan?.baseUrl,
    ).toBe('http://127.0.0.1:9');
  });

  it('read the SKU map from a file when it is a path', () => {
    const file = path.join(dir, 'map.json');
    fs.writeFileSync(file, MAP);
    expect(loadConfig({ ...BASE, YOUZAN_SKU_MAP: file }).youzan?.skuMap.size).toBe(1);
    expect(problems({ ...BASE, YOUZAN_SKU_MAP: path.join(dir, 'missing.json') })).toMatch(
      /YOUZAN_SKU_MAP: is neither JSON nor a readable file/,
    );
  });

  it('name what is missing or wrong', () => {
    const half = problems({ YOUZAN_CLIENT_ID: 'cid' });
    expect(half).toMatch(/YOUZAN_CLIENT_SECRET: must be set/);
    expect(half).toMatch(/YOUZAN_GRANT_ID: must be set/);
    expect(half).toMatch(/YOUZAN_SKU_MAP: must map/);
    expect(problems({ ...BASE, YOUZAN_GRANT_ID: 'shop-160', YOUZAN_SKU_MAP: MAP })).toMatch(
      /YOUZAN_GRANT_ID: must be the shop id/,
    );
    expect(problems({ ...BASE, YOUZAN_SKU_MAP: '{"p-zn-10-60": {"item_id": "1"}}' })).toMatch(
      /YOUZAN_SKU_MAP\.p-zn-10-60\.item_id/,
    );
    expect(problems({ ...BASE, YOUZAN_SKU_MAP: '{"no-such-sku": {"item_id": 1, "sku_id": 0}}' })).toMatch(
      /no such SKU in the catalogue: no-such-sku/,
    );
    expect(problems({ ...BASE, YOUZAN_SKU_MAP: '{not json' })).toMatch(/YOUZAN_SKU_MAP: is not valid JSON/);
    expect(problems({ YOUZAN_SKU_MAP: MAP })).toMatch(/set without YOUZAN_CLIENT_ID/);
    expect(problems({ ...BASE, YOUZAN_SKU_MAP: MAP, YOUZAN_BASE_URL: 'ftp://x' })).toMatch(/YOUZAN_BASE_URL/);
    // Other bad settings are named in the same message.
    expect(problems({ PORT: 'eighty', YOUZAN_CLIENT_ID: 'cid' })).toMatch(/PORT[\s\S]*YOUZAN_CLIENT_SECRET/);
  });
});
