import type { Db } from '../db/client';
import { usersRepository } from '../modules/users/users.repository';

/** Invitation codes every install starts with; idempotent (existing codes are left as they are). */
export const SEED_INVITATION_CODES = [
  { code: 'WELCOME2026', description: 'Welcome code: a voucher pack for new users' },
  { code: 'NUTRI88', description: 'Partner campaign code' },
  { code: 'FAMILY2026', description: 'Family plan code' },
];

export async function seedDatabase(db: Db): Promise<void> {
  await usersRepository.seedCodes(db, SEED_INVITATION_CODES);
}
