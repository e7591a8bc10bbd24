import type { FastifyBaseLogger } from 'fastify';
import { normalizeMobile, type LoginResult } from '@nutri/domain/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { usersRepository } from '../users/users.repository';
import { userView } from '../users/user-view';
import { isPlainMobile, verifyRetailToken } from './retail-token';

export interface AuthDeps {
  db: Db;
  config: Config;
  sign: (userId: string) => string;
  log: FastifyBaseLogger;
}

export async function guestLogin(deps: AuthDeps, deviceId: string): Promise<LoginResult> {
  const user = await usersRepository.upsertByDevice(deps.db, deviceId);
  const inv = await usersRepository.invitationOf(deps.db, user.id);
  return { accessToken: deps.sign(user.id), user: userView(user, inv?.code ?? null) };
}

export async function retailLogin(
  deps: AuthDeps,
  token: string,
  nowS = Math.floor(Date.now() / 1000),
): Promise<LoginResult> {
  const { secret, allowUnsigned } = deps.config.retail;
  let mobile: string;
  if (secret) {
    const result = verifyRetailToken(secret, token, nowS);
    if (!result.ok) throw new DomainError('unauthorized', `Retail sign-in failed: ${result.reason}`);
    mobile = result.mobile;
  } else if (allowUnsigned) {
    if (!isPlainMobile(token)) {
      throw new DomainError('bad_request', 'Invalid request: token must be a mobile number', [
        { field: 'token', message: 'must be a mobile number' },
      ]);
    }
    mobile = token;
  } else {
    throw new DomainError('forbidden', 'retail sign-in is not configured');
  }
  // One account per number however it was written (+86, spaces, hyphens).
  const user = await usersRepository.upsertByMobile(deps.db, normalizeMobile(mobile));
  const inv = await usersRepository.invitationOf(deps.db, user.id);
  return { accessToken: deps.sign(user.id), user: userView(user, inv?.code ?? null) };
}
