import fs from 'node:fs';
import { z } from 'zod';
import { CATALOGUE } from '@nutri/domain/knowledge/catalogue';

/**
 * The Youzan store's settings (ADR 0029), read with the rest of the configuration at start. None set:
 * the built-in shop serves everyone. Client id, secret and grant id set: users who came from the Youzan
 * mini-program order through the store, whose SKUs `YOUZAN_SKU_MAP` maps ours to. A half-set or bad
 * value stops the start with a message naming the variable.
 */
export interface YouzanSettings {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The shop's kdt_id, on which a self-use app's token is granted. */
  grantId: string;
  /** Our SKU id → the store's item and SKU (sku_id 0: an item without specifications). */
  skuMap: ReadonlyMap<string, { itemId: number; skuId: number }>;
  refreshMarginMs: number;
  timeoutMs: number;
  /** How often unpaid Youzan orders are looked up when no push came. */
  pollIntervalMs: number;
}

const int = (min: number, max: number, fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .default(fallback);

const envSchema = z.object({
  YOUZAN_CLIENT_ID: z.string().trim().optional(),
  YOUZAN_CLIENT_SECRET: z.string().trim().optional(),
  YOUZAN_GRANT_ID: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'must be the shop id (kdt_id): digits only')
    .optional(),
  YOUZAN_BASE_URL: z
    .string()
    .trim()
    .regex(
      /^https?:\/\/[^\s/]+(:\d+)?(\/[^\s]*)?$/,
      'must be an http(s) URL such as https://open.youzanyun.com',
    )
    .default('https://open.youzanyun.com'),
  YOUZAN_SKU_MAP: z.string().trim().optional(),
  YOUZAN_TOKEN_REFRESH_MARGIN_MS: int(0, 24 * 3_600_000, 10 * 60_000),
  YOUZAN_TIMEOUT_MS: int(100, 120_000, 10_000),
  YOUZAN_POLL_INTERVAL_MS: int(1000, 24 * 3_600_000, 60_000),
});

const skuMapSchema = z.record(
  z.string(),
  z
    .object({
      item_id: z.number().int().positive(),
      sku_id: z.number().int().min(0),
    })
    .strict(),
);

const CATALOGUE_SKUS = new Set(CATALOGUE.flatMap((p) => p.skus.map((s) => s.id)));

/** The map as JSON, or the path of a file holding it. */
function readSkuMap(value: string, problems: string[]): YouzanSettings['skuMap'] {
  let text = value;
  if (!value.startsWith('{')) {
    try {
      text = fs.readFileSync(value, 'utf8');
    } catch {
      problems.push(`YOUZAN_SKU_MAP: is neither JSON nor a readable file (${value})`);
      return new Map();
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    problems.push(
      'YOUZAN_SKU_MAP: is not valid JSON (expected {"<our sku id>": {"item_id": 1, "sku_id": 2}, …})',
    );
    return new Map();
  }
  const parsed = skuMapSchema.safeParse(json);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      problems.push(`YOUZAN_SKU_MAP.${issue.path.join('.')}: ${issue.message}`);
    return new Map();
  }
  const unknown = Object.keys(parsed.data).filter((id) => !CATALOGUE_SKUS.has(id));
  if (unknown.length > 0)
    problems.push(`YOUZAN_SKU_MAP: no such SKU in the catalogue: ${unknown.join(', ')}`);
  if (Object.keys(parsed.data).length === 0) problems.push('YOUZAN_SKU_MAP: maps no SKU');
  return new Map(Object.entries(parsed.data).map(([id, v]) => [id, { itemId: v.item_id, skuId: v.sku_id }]));
}

/** The settings from the environment, or null when Youzan is not configured; `problems` name each bad variable. */
export function youzanSettingsFrom(source: NodeJS.ProcessEnv): {
  settings: YouzanSettings | null;
  problems: string[];
} {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    return { settings: null, problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  }
  const env = parsed.data;
  const required = {
    YOUZAN_CLIENT_ID: env.YOUZAN_CLIENT_ID,
    YOUZAN_CLIENT_SECRET: env.YOUZAN_CLIENT_SECRET,
    YOUZAN_GRANT_ID: env.YOUZAN_GRANT_ID,
  };
  const set = Object.entries(required).filter(([, v]) => v);
  if (set.length === 0) {
    return env.YOUZAN_SKU_MAP
      ? {
          settings: null,
          problems: [
            'YOUZAN_SKU_MAP: set without YOUZAN_CLIENT_ID, YOUZAN_CLIENT_SECRET and YOUZAN_GRANT_ID',
          ],
        }
      : { settings: null, problems: [] };
  }
  const problems = Object.entries(required)
    .filter(([, v]) => !v)
    .map(([k]) => `${k}: must be set with the other Youzan settings (${set.map(([n]) => n).join(', ')} are)`);
  if (!env.YOUZAN_SKU_MAP)
    problems.push('YOUZAN_SKU_MAP: must map our SKU ids to the store’s item_id/sku_id');
  const skuMap = env.YOUZAN_SKU_MAP ? readSkuMap(env.YOUZAN_SKU_MAP, problems) : new Map();
  if (problems.length > 0) return { settings: null, problems };
  return {
    settings: {
      baseUrl: env.YOUZAN_BASE_URL.replace(/\/+$/, ''),
      clientId: env.YOUZAN_CLIENT_ID!,
      clientSecret: env.YOUZAN_CLIENT_SECRET!,
      grantId: env.YOUZAN_GRANT_ID!,
      skuMap,
      refreshMarginMs: env.YOUZAN_TOKEN_REFRESH_MARGIN_MS,
      timeoutMs: env.YOUZAN_TIMEOUT_MS,
      pollIntervalMs: env.YOUZAN_POLL_INTERVAL_MS,
    },
    problems: [],
  };
}
