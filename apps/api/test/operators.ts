import { randomBytes } from 'node:crypto';
import { runOperatorCommand } from '../src/modules/operators/operator-cli';
import type { TestApp } from './helper';
import { okData } from './suite';

/** An operator made the way people make one (the command line's `create`), signed in through the API. */
export interface SignedInOperator {
  id: string;
  name: string;
  password: string;
  token: string;
}

/** Runs `npm run operator -- …args` against the test app's database; its exit code and what it printed. */
export async function operatorCli(
  t: TestApp,
  args: string[],
  password = '',
): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperatorCommand(args, {
    db: t.app.db,
    cost: t.config.operatorPassword,
    readPassword: async () => password,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err };
}

export async function signInOperator(
  t: TestApp,
  name: string,
  password: string,
  headers?: Record<string, string>,
) {
  return t.post('/api/v1/ops/sign_in', undefined, { name, password }, headers);
}

/** A new operator (unique name) created from the command line and signed in. */
export async function newOperator(
  t: TestApp,
  name = `ops-${randomBytes(4).toString('hex')}`,
): Promise<SignedInOperator> {
  const password = `pw-${randomBytes(9).toString('base64url')}`;
  const created = await operatorCli(t, ['create', name], password);
  if (created.code !== 0) throw new Error(`operator create failed: ${created.err.join('\n')}`);
  const data = okData<{ accessToken: string; operator: { id: string; name: string } }>(
    await signInOperator(t, name, password),
  );
  return { id: data.operator.id, name, password, token: data.accessToken };
}
