import { createSigner } from 'fast-jwt';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointDef } from '@nutri/domain/contracts';
import { withTestApp } from '../../../test/helper';
import { newOperator, operatorCli, signInOperator, type SignedInOperator } from '../../../test/operators';
import { okData, suiteApp, suiteUser } from '../../../test/suite';
import { OPERATOR_AUDIENCE } from '../../plugins/auth';

const ROUTES: EndpointDef[] = Object.values(endpoints);
const opsRoutes = ROUTES.filter((e) => e.auth === 'operator');
const userRoutes = ROUTES.filter((e) => e.auth === true);
const callOf = (e: EndpointDef) => ({ method: e.method, url: `/api${e.path}` });

/** The payload of a JWT (no check: the server has checked it). */
const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

describe('operators (issue 20.4)', () => {
  const t = suiteApp();
  const user = suiteUser(t);

  describe('accounts from the command line', () => {
    it('create makes an account that signs in; list shows it; the same name twice is refused', async () => {
      const made = await operatorCli(t, ['create', 'alice.ops'], 'correct horse battery');
      expect(made).toMatchObject({ code: 0, err: [] });
      expect(made.out[0]).toMatch(/^Created operator alice\.ops \([0-9a-f-]{36}\)$/);

      const signedIn = okData<{ operator: { name: string } }>(
        await signInOperator(t, 'alice.ops', 'correct horse battery'),
      );
      expect(signedIn.operator.name).toBe('alice.ops');

      const list = await operatorCli(t, ['list']);
      expect(list.code).toBe(0);
      expect(list.out.find((l) => l.startsWith('alice.ops\t'))).toMatch(/\tactive\t/);

      const again = await operatorCli(t, ['create', 'alice.ops'], 'another password 123');
      expect(again).toMatchObject({ code: 1, err: ['name: already exists'] });
    });

    it('stores only a salted scrypt hash with its parameters, never the password', async () => {
      await operatorCli(t, ['create', 'hash.check'], 'the password itself');
      const rows = await t.app.db.query.operators.findMany();
      const row = rows.find((r) => r.name === 'hash.check')!;
      expect(row.passwordHash).toMatch(/^scrypt\$10\$8\$2\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
      expect(JSON.stringify(rows)).not.toContain('the password itself');
    });

    it.each([
      [['create', 'Bad Name'], 'pw that is long enough', 1, /^name: must be 3–32 lower-case/],
      [['create', 'shortpw'], 'short', 1, /^password: must have 12–256 characters$/],
      [['create'], '', 64, /^Usage: npm run operator/],
      [['list', 'extra'], '', 64, /^Usage/],
      [['drop', 'alice.ops'], '', 64, /^Usage/],
      [[], '', 64, /^Usage/],
      [['disable', 'nobody.here'], '', 1, /^name: not found$/],
    ])('%j is refused', async (args, password, code, message) => {
      const res = await operatorCli(t, args, password);
      expect(res.code).toBe(code);
      expect(res.err.join('\n')).toMatch(message);
      expect(res.out).toEqual([]);
    });

    it('disable stops the sign-in and the tokens already given out; both changes are audited', async () => {
      const op = await newOperator(t, 'bob.ops');
      expect((await t.get('/api/v1/ops/stock', op.token)).statusCode).toBe(200);

      const res = await operatorCli(t, ['disable', 'bob.ops']);
      expect(res.code).toBe(0);
      expect(res.out[0]).toMatch(/^Disabled operator bob\.ops \(since /);
      expect((await operatorCli(t, ['list'])).out.find((l) => l.startsWith('bob.ops\t'))).toMatch(
        /\tdisabled \d{4}-/,
      );

      const held = await t.get('/api/v1/ops/stock', op.token, { 'accept-language': 'en-US' });
      expect(held.statusCode).toBe(401);
      expect(held.json().msg).toBe('This operator account is disabled or gone; sign in again');
      const again = await signInOperator(t, 'bob.ops', op.password);
      expect(again.statusCode).toBe(401);

      const other = await newOperator(t);
      const audit = okData<{ list: { action: string; operatorId: string | null; details: object }[] }>(
        await t.get(`/api/v1/ops/audit?target_id=${op.id}`, other.token),
      ).list;
      expect(audit.map((a) => a.action)).toEqual(['operator.disable', 'operator.sign_in', 'operator.create']);
      expect(audit[0]).toMatchObject({
        operatorId: null,
        details: { before: { disabledAt: null }, after: { disabledAt: expect.any(String) } },
      });
      expect(audit[2]).toMatchObject({ operatorId: null, details: { after: { name: 'bob.ops' } } });
    });
  });

  describe('sign-in', () => {
    let op: SignedInOperator;
    beforeAll(async () => {
      op = await newOperator(t);
    });

    it('gives a token with the operator role and its own audience, on the same key, and says when it ends', async () => {
      const res = okData<{ accessToken: string; expiresAt: string; operator: { id: string } }>(
        await signInOperator(t, op.name, op.password),
      );
      const c = claims(res.accessToken);
      expect(c).toMatchObject({ sub: op.id, role: 'operator', aud: OPERATOR_AUDIENCE });
      // 12 hours by default, against the users' 7 days.
      expect((c.exp as number) - (c.iat as number)).toBe(12 * 3600);
      expect(Date.parse(res.expiresAt)).toBe((c.exp as number) * 1000);
      const user = claims((await t.login()).token);
      expect(user.role).toBeUndefined();
      expect(user.aud).toBeUndefined();
    });

    it('answers one clear 401 for a wrong password, an unknown name and a disabled account, in the request language', async () => {
      await operatorCli(t, ['create', 'gone.ops'], 'a password of 12+');
      await operatorCli(t, ['disable', 'gone.ops']);
      for (const [name, password] of [
        [op.name, `${op.password}x`],
        ['no.such.operator', op.password],
        ['gone.ops', 'a password of 12+'],
      ] as const) {
        const zh = await signInOperator(t, name, password);
        expect(zh.statusCode).toBe(401);
        expect(zh.json()).toMatchObject({
          code: 401,
          msg: '运营账号或密码不正确',
          reason: 'operator_sign_in_failed',
        });
        const en = await signInOperator(t, name, password, { 'accept-language': 'en-US' });
        expect(en.json().msg).toBe('Wrong operator name or password');
      }
    });

    it.each([
      [{}, 'name'],
      [{ name: 'x' }, 'password'],
      [{ name: '', password: 'p' }, 'name'],
      [{ name: 'a', password: 'p', role: 'admin' }, ''],
    ])('answers 400 naming the field for %j', async (body, field) => {
      const res = await t.post('/api/v1/ops/sign_in', undefined, body);
      expect(res.statusCode).toBe(400);
      if (field) expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      else expect(res.json().msg).toMatch(/unrecognized|role/i);
    });
  });

  describe("roles: one key, two kinds of token that never open each other's calls", () => {
    let op: SignedInOperator;
    beforeAll(async () => {
      op = await newOperator(t);
    });

    it(`a user's token gets 403 on every operator route (${opsRoutes.length}), no token 401`, async () => {
      expect(opsRoutes.length).toBeGreaterThanOrEqual(4);
      for (const e of opsRoutes) {
        const res = await t.call({
          ...callOf(e),
          token: user.token,
          headers: { 'accept-language': 'en-US' },
        });
        expect(res.statusCode, `${e.method} ${e.path}`).toBe(403);
        expect(res.json().msg).toBe('This is for operators only: sign in with an operator account');
        const none = await t.call(callOf(e));
        expect(none.statusCode, `${e.method} ${e.path}`).toBe(401);
      }
    });

    it(`an operator's token is refused (403) on every user route (${userRoutes.length})`, async () => {
      for (const e of userRoutes) {
        const res = await t.call({ ...callOf(e), token: op.token });
        expect(res.statusCode, `${e.method} ${e.path}`).toBe(403);
        expect(res.json().msg).toBe('运营账号不能用于用户功能');
      }
    });

    it('a token with the role but not the audience, or the audience but not the role, is no token (401)', async () => {
      const key = t.config.jwt.secret;
      const roleOnly = createSigner({ key, expiresIn: 60_000 })({ sub: op.id, role: 'operator' });
      const audOnly = createSigner({ key, expiresIn: 60_000, aud: OPERATOR_AUDIENCE })({ sub: op.id });
      const userWithRole = createSigner({ key, expiresIn: 60_000 })({ sub: user.userId, role: 'operator' });
      for (const token of [roleOnly, audOnly]) {
        expect((await t.get('/api/v1/ops/stock', token)).statusCode).toBe(401);
      }
      expect((await t.post('/api/v1/userinfo', userWithRole)).statusCode).toBe(401);
      const forged = createSigner({ key: 'another-key-another-key-another-key', aud: OPERATOR_AUDIENCE })({
        sub: op.id,
        role: 'operator',
      });
      expect((await t.get('/api/v1/ops/stock', forged)).statusCode).toBe(401);
    });

    it("an operator's token whose account is not in the operators table (a user's id) → 401", async () => {
      const key = t.config.jwt.secret;
      const token = createSigner({ key, expiresIn: 60_000, aud: OPERATOR_AUDIENCE })({
        sub: user.userId,
        role: 'operator',
      });
      expect((await t.get('/api/v1/ops/stock', token)).statusCode).toBe(401);
    });
  });
});

describe('failed operator sign-ins (issue 35)', () => {
  it('are audited (name and address, never the password) and lock the name after 10, whatever address tries', async () => {
    await withTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' }, async (t) => {
      const target = await newOperator(t);
      const bystander = await newOperator(t);
      const codes: number[] = [];
      for (let i = 0; i < 10; i++)
        codes.push((await signInOperator(t, target.name, `wrong password ${i}`)).statusCode);
      expect(codes).toEqual(Array(10).fill(401));
      // The right password no longer helps for the rest of the window.
      const locked = await signInOperator(t, target.name, target.password, { 'accept-language': 'en-US' });
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBe('900');
      expect(locked.json()).toMatchObject({
        reason: 'operator_sign_in_locked',
        msg: 'Too many failed sign-ins for this operator name: it is locked for 15 minutes',
      });
      // Another operator is not affected.
      expect((await signInOperator(t, bystander.name, bystander.password)).statusCode).toBe(200);

      const audit = okData<{ list: { action: string; operatorId: string | null; details: object }[] }>(
        await t.get(
          `/api/v1/ops/audit?target_id=${encodeURIComponent(`name:${target.name}`)}&page_size=100`,
          bystander.token,
        ),
      ).list;
      expect(audit).toHaveLength(10);
      expect(audit.every((a) => a.action === 'operator.sign_in_failed' && a.operatorId === target.id)).toBe(
        true,
      );
      expect(audit[0]!.details).toMatchObject({ name: target.name, ip: expect.any(String), known: true });
      expect(JSON.stringify(audit)).not.toContain('wrong password');
      // An unknown name is audited too, with no operator.
      await signInOperator(t, 'nobody.ops', 'guess guess guess');
      const unknown = okData<{ list: { operatorId: string | null; details: object }[] }>(
        await t.get('/api/v1/ops/audit?target_id=name%3Anobody.ops', bystander.token),
      ).list;
      expect(unknown).toMatchObject([{ operatorId: null, details: { name: 'nobody.ops', known: false } }]);
    });
  });
});

describe('operator sign-in rate limit', () => {
  it('answers 429 past the per-IP limit of the user sign-in, whatever the password', async () => {
    await withTestApp({ LOGIN_RATE_LIMIT_MAX: '3' }, async (t) => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await signInOperator(t, 'someone', 'wrong password')).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
    });
  });
});
