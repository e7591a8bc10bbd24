import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { voucherLabel, type Voucher } from '@nutri/domain/commerce';
import { bilingualSchema, type Bilingual, type Locale, type VoucherView } from '@nutri/domain/contracts';
import type { Db } from '../../db/client';
import type { VoucherScope } from '../../db/voucher-scope';
import { withDeps } from '../../lib/with-deps';
import { vouchersRepository, type VoucherRow } from './vouchers.repository';
import type { Page, PageRequest } from '../../lib/page';

const DAY_MS = 86_400_000;

/**
 * A voucher grant as stored in `invitation_codes.voucher_grants` and used for the welcome set.
 * `value` is cents off (mode 1) or percent to pay (mode 2, 0–100); `thresholdAmount` is in cents.
 */
export const voucherGrantSchema = z
  .object({
    title: z.union([z.string().min(1).max(60), bilingualSchema]),
    thresholdAmount: z.number().int().min(0).default(0),
    preferentialMode: z.union([z.literal(1), z.literal(2)]),
    value: z.number().int().min(0),
    validDays: z.number().int().min(1).max(3650).default(30),
  })
  .refine((g) => g.preferentialMode === 1 || g.value <= 100, {
    message: 'a percentage voucher pays 0–100 %',
    path: ['value'],
  });
export type VoucherGrant = z.input<typeof voucherGrantSchema>;

interface WelcomeGrant {
  key: string;
  title: Bilingual;
  thresholdAmount: number;
  preferentialMode: 1 | 2;
  value: number;
  /** Valid from `startDaysAgo` days ago for `validDays` days. */
  startDaysAgo: number;
  validDays: number;
  status: 0 | 1;
}

/**
 * Every new user's voucher pack, granted at their first voucher or product query. The expired one
 * is there on purpose: the voucher list and picker must show (and refuse) an expired voucher.
 */
export const WELCOME_GRANTS = [
  {
    key: 'welcome:spend99-save10',
    title: { zh: '新人满减券', en: 'Welcome voucher' },
    thresholdAmount: 9900,
    preferentialMode: 1,
    value: 1000,
    startDaysAgo: 0,
    validDays: 90,
    status: 1,
  },
  {
    key: 'welcome:pay85',
    title: { zh: '新人折扣券', en: 'Welcome discount' },
    thresholdAmount: 0,
    preferentialMode: 2,
    value: 85,
    startDaysAgo: 0,
    validDays: 90,
    status: 1,
  },
  {
    key: 'welcome:expired-spend199-save30',
    title: { zh: '限时满减券', en: 'Limited-time voucher' },
    thresholdAmount: 19900,
    preferentialMode: 1,
    value: 3000,
    startDaysAgo: 60,
    validDays: 30,
    status: 0,
  },
] as const satisfies readonly WelcomeGrant[];

const WELCOME_TITLES: ReadonlyMap<string, Bilingual> = new Map(WELCOME_GRANTS.map((g) => [g.key, g.title]));

/** What the vouchers service reads of the app (which store serves a user) and keeps per app. */
interface VouchersDeps extends Pick<FastifyInstance, 'retailProviders'> {
  /** Users whose welcome pack is known to exist (saves an insert per query). */
  welcomed: Set<string>;
}

const WELCOMED_MAX = 100_000;

async function ensureWelcomeVouchers(
  { welcomed: seen }: VouchersDeps,
  db: Db,
  userId: string,
): Promise<void> {
  if (seen.has(userId)) return;
  const now = Date.now();
  await vouchersRepository.grant(
    db,
    WELCOME_GRANTS.map((g) => {
      const validFrom = new Date(now - g.startDaysAgo * DAY_MS);
      return {
        userId,
        title: g.title.zh,
        status: g.status,
        thresholdAmount: g.thresholdAmount,
        preferentialMode: g.preferentialMode,
        value: g.value,
        validFrom,
        validTo: new Date(validFrom.getTime() + g.validDays * DAY_MS),
        source: 'welcome',
        grantKey: g.key,
      };
    }),
  );
  if (seen.size >= WELCOMED_MAX) seen.clear();
  seen.add(userId);
}

/** Grants of an invitation code a user just bound (idempotent: one grant key per code line). */
async function grantCodeVouchers(db: Db, userId: string, codeId: string): Promise<void> {
  const code = await vouchersRepository.codeById(db, codeId);
  if (!code) return;
  const grants = Array.isArray(code.voucherGrants) ? code.voucherGrants : [];
  const now = Date.now();
  const rows = grants.flatMap((raw, i) => {
    const parsed = voucherGrantSchema.safeParse(raw);
    if (!parsed.success) return [];
    const g = parsed.data;
    return [
      {
        userId,
        title: typeof g.title === 'string' ? g.title : g.title.zh,
        status: 1,
        thresholdAmount: g.thresholdAmount,
        preferentialMode: g.preferentialMode,
        value: g.value,
        validFrom: new Date(now),
        validTo: new Date(now + g.validDays * DAY_MS),
        source: 'invitation_code',
        grantKey: `code:${code.code}:${i}`,
      },
    ];
  });
  await vouchersRepository.grant(db, rows);
}

/** Seeded invitation codes get their grants (existing configuration is never overwritten). */
async function seedCodeGrants(
  db: Db,
  codes: readonly { code: string; voucherGrants: readonly VoucherGrant[] }[],
): Promise<void> {
  for (const c of codes) {
    if (c.voucherGrants.length > 0)
      await vouchersRepository.setCodeGrantsIfEmpty(db, c.code, [...c.voucherGrants]);
  }
}

/** Status as the client sees it: a voucher past its validity (or not yet valid) reports 0. */
function effectiveStatus(row: Pick<VoucherRow, 'status' | 'validFrom' | 'validTo'>, now: Date): number {
  if (row.status === 1 && (row.validTo.getTime() <= now.getTime() || row.validFrom.getTime() > now.getTime()))
    return 0;
  return row.status;
}

/** The domain's voucher shape for the price rules; null for a row with an unknown mode. */
function asVoucher(row: VoucherRow, now: Date): Voucher | null {
  const mode = row.preferentialMode;
  if (mode !== 1 && mode !== 2) return null;
  return {
    id: row.id,
    status: effectiveStatus(row, now),
    threshold_amount: row.thresholdAmount,
    preferential_mode: mode,
    value: row.value,
    title: row.title,
  };
}

/** Localized titles of code grants, read from the codes the rows came from. */
async function codeTitles(db: Db, rows: VoucherRow[]): Promise<Map<string, Bilingual>> {
  const out = new Map<string, Bilingual>();
  const codes = new Set(
    rows.filter((r) => r.grantKey.startsWith('code:')).map((r) => r.grantKey.split(':')[1] ?? ''),
  );
  for (const code of codes) {
    const row = await vouchersRepository.codeByText(db, code);
    const grants = Array.isArray(row?.voucherGrants) ? row.voucherGrants : [];
    grants.forEach((raw, i) => {
      const parsed = voucherGrantSchema.safeParse(raw);
      if (parsed.success && typeof parsed.data.title !== 'string')
        out.set(`code:${code}:${i}`, parsed.data.title);
    });
  }
  return out;
}

function view(row: VoucherRow, now: Date, locale: Locale, titles: Map<string, Bilingual>): VoucherView {
  const title = WELCOME_TITLES.get(row.grantKey) ?? titles.get(row.grantKey);
  const status = effectiveStatus(row, now);
  const v = asVoucher(row, now);
  return {
    id: row.id,
    // A store's voucher without a name of its own is named by what it does, in the request's language.
    title: title
      ? locale === 'en-US'
        ? title.en
        : title.zh
      : row.title || (v ? voucherLabel(v, locale) : ''),
    status,
    threshold_amount: row.thresholdAmount,
    preferential_mode: row.preferentialMode,
    value: row.value,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    label: v ? voucherLabel(v, locale) : row.title,
    usedOrderId: row.usedOrderId,
  };
}

/**
 * Where the user's vouchers come from: the store that serves them when it keeps vouchers (its copies,
 * brought up to date first), else the app's own (the welcome pack granted first).
 */
async function voucherScope(deps: VouchersDeps, db: Db, userId: string): Promise<VoucherScope> {
  const store = (await deps.retailProviders.chosen(db, userId))?.vouchers;
  if (store) {
    await store.refresh(db, userId);
    return store.source;
  }
  await ensureWelcomeVouchers(deps, db, userId);
  return null;
}

async function listVouchers(
  deps: VouchersDeps,
  db: Db,
  userId: string,
  page: PageRequest,
  locale: Locale,
): Promise<Page<VoucherView>> {
  const scope = await voucherScope(deps, db, userId);
  const rows = await vouchersRepository.page(db, userId, page, scope);
  const total = await vouchersRepository.count(db, userId, scope);
  const now = new Date();
  const titles = await codeTitles(db, rows);
  return { list: rows.map((r) => view(r, now, locale, titles)), total };
}

/** Of unexpired voucher rows, those usable at `now`, and when that set next changes by itself. */
function usableAt(rows: readonly VoucherRow[], now: Date): { vouchers: Voucher[]; until: number } {
  let until = Number.POSITIVE_INFINITY;
  const usable: VoucherRow[] = [];
  for (const r of rows) {
    if (r.validFrom.getTime() <= now.getTime()) {
      usable.push(r);
      until = Math.min(until, r.validTo.getTime());
    } else {
      until = Math.min(until, r.validFrom.getTime());
    }
  }
  const vouchers = usable.map((r) => asVoucher(r, now)).filter((v): v is Voucher => v !== null);
  return { vouchers, until };
}

/**
 * The vouchers service as the app holds it (`app.vouchersService`): a user's vouchers in the scope of the
 * store that serves them, the price rules' view of a voucher, and what placing an order and the Youzan
 * store write (a voucher used, a store's copies).
 */
function createVouchersService(deps: VouchersDeps) {
  return {
    listVouchers: withDeps(deps, listVouchers),
    voucherScope: withDeps(deps, voucherScope),
    grantCodeVouchers,
    seedCodeGrants,
    effectiveStatus,
    asVoucher,
    usableAt,
    /** The voucher row, or undefined. */
    byId: (db: Db, voucherId: string) => vouchersRepository.byId(db, voucherId),
    /** Marks the user's voucher used by an order; false when it was used already. */
    markUsed: (db: Db, voucherId: string, userId: string, orderId: string, now: Date) =>
      vouchersRepository.markUsed(db, voucherId, userId, orderId, now),
    /** Brings a store's copies of a user's vouchers up to date (`retail:<store>` source). */
    mirror: (db: Db, rows: Parameters<typeof vouchersRepository.mirror>[1]) =>
      vouchersRepository.mirror(db, rows),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    vouchersService: ReturnType<typeof createVouchersService>;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'vouchersService',
      createVouchersService({ retailProviders: app.retailProviders, welcomed: new Set<string>() }),
    );
  },
  { name: 'vouchers-service', dependencies: ['retail-providers'] },
);
