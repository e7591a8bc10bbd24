import type { FastifyInstance } from 'fastify';
import type { VoucherGrant } from '../modules/vouchers';

/**
 * Invitation codes every install starts with; idempotent (existing codes are left as they are).
 * `voucherGrants` are given to a user who binds the code (mode 1: `value` cents off; mode 2: pay
 * `value` %); a code whose grants were already configured keeps them.
 */
export const SEED_INVITATION_CODES: readonly {
  code: string;
  description: string;
  voucherGrants: readonly VoucherGrant[];
}[] = [
  {
    code: 'WELCOME2026',
    description: 'Welcome code: a voucher pack for new users',
    voucherGrants: [
      {
        title: { zh: '邀请好礼满减券', en: 'Invitation voucher' },
        thresholdAmount: 5900,
        preferentialMode: 1,
        value: 1000,
        validDays: 60,
      },
      {
        title: { zh: '邀请好礼折扣券', en: 'Invitation discount' },
        thresholdAmount: 19900,
        preferentialMode: 2,
        value: 80,
        validDays: 60,
      },
    ],
  },
  {
    code: 'NUTRI88',
    description: 'Partner campaign code',
    voucherGrants: [
      {
        title: { zh: '合作伙伴满减券', en: 'Partner voucher' },
        thresholdAmount: 8800,
        preferentialMode: 1,
        value: 1500,
        validDays: 30,
      },
    ],
  },
  {
    code: 'FAMILY2026',
    description: 'Family plan code',
    voucherGrants: [
      {
        title: { zh: '家庭装折扣券', en: 'Family discount' },
        thresholdAmount: 29900,
        preferentialMode: 2,
        value: 75,
        validDays: 90,
      },
    ],
  },
];

/** What every install starts with, written through the modules that own it (the app's decorations). */
export async function seedDatabase(
  app: Pick<FastifyInstance, 'db' | 'usersRepository' | 'vouchersService' | 'productsService'>,
): Promise<void> {
  const { db } = app;
  await app.usersRepository.seedCodes(
    db,
    SEED_INVITATION_CODES.map(({ code, description }) => ({ code, description })),
  );
  await app.vouchersService.seedCodeGrants(db, SEED_INVITATION_CODES);
  await app.productsService.seedCatalogue(db);
}
