import { describe, expect, it } from 'vitest';
import type { AddressView } from '@nutri/domain/contracts';
import { suiteApp } from '../../../test/suite';

const HOME = { name: '张三', phone: '13800138000', area: '广东省 深圳市 南山区', detail: '科技园路1号' };

describe('addresses: validation messages, save, default, delete, ownership', () => {
  const t = suiteApp();

  const save = (token: string, payload: object, headers: Record<string, string> = {}) =>
    t.post('/api/v1/address/save', token, payload, headers);
  const list = async (token: string) =>
    (await t.post('/api/v1/address/list', token)).json().data as {
      list: AddressView[];
      total: number;
    };

  it.each([
    ['en-US', { ...HOME, name: '  ' }, 'name', 'Please fill in the name'],
    ['en-US', { ...HOME, phone: '12800138000' }, 'phone', 'Malformed phone number'],
    ['en-US', { ...HOME, phone: '1380013800' }, 'phone', 'Malformed phone number'],
    ['en-US', { ...HOME, area: '' }, 'area', 'Please select a receiving area'],
    ['en-US', { ...HOME, detail: '' }, 'detail', 'Address can not be empty'],
    ['zh-CN', { ...HOME, name: '' }, 'name', '请填写姓名'],
    ['zh-CN', { ...HOME, phone: 'abc' }, 'phone', '手机号格式不正确'],
    ['zh-CN', { ...HOME, area: ' ' }, 'area', '请选择收货地区'],
    ['zh-CN', { ...HOME, detail: '' }, 'detail', '详细地址不能为空'],
    ['zh-CN', { phone: HOME.phone, area: HOME.area, detail: HOME.detail }, 'name', '请填写姓名'],
    ['zh-CN', { ...HOME, name: '名'.repeat(21) }, 'name', '姓名不能超过20个字'],
  ])('%s: %j → %s: %s', async (locale, payload, field, message) => {
    const { token } = await t.login();
    const res = await save(token, payload, { 'accept-language': locale });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(message);
    expect(res.json().errors[0]).toEqual({ field, message });
  });

  it('lists every bad field at once, in form order', async () => {
    const { token } = await t.login();
    const res = await save(token, { locale: 'en-US' });
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'name',
      'phone',
      'area',
      'detail',
    ]);
  });

  it('creates, normalizes, keeps one default, updates and deletes', async () => {
    const { token } = await t.login();
    const a = await save(token, { ...HOME, phone: '138 0013-8000', name: ' 名'.repeat(10) });
    expect(a.statusCode, a.body).toBe(200);
    const first = a.json().data as AddressView;
    expect(first.phone).toBe('13800138000');
    expect(first.isDefault).toBe(true); // the first address is the default
    const second = (await save(token, { ...HOME, name: '李四' })).json().data as AddressView;
    expect(second.isDefault).toBe(false);
    const third = (await save(token, { ...HOME, name: '王五', isDefault: true })).json().data as AddressView;
    let all = await list(token);
    expect(all.total).toBe(3);
    expect(all.list.filter((x) => x.isDefault).map((x) => x.id)).toEqual([third.id]);
    expect(all.list[0]!.id).toBe(third.id);
    const updated = await save(token, { ...HOME, id: second.id, detail: '新地址2号', isDefault: true });
    expect(updated.json().data).toMatchObject({ id: second.id, detail: '新地址2号', isDefault: true });
    all = await list(token);
    expect(all.list.filter((x) => x.isDefault).map((x) => x.id)).toEqual([second.id]);
    const del = await t.post('/api/v1/address/delete', token, { id: second.id });
    expect(del.json().data).toEqual({ id: second.id, deleted: true });
    all = await list(token);
    expect(all.total).toBe(2);
    expect(all.list.filter((x) => x.isDefault)).toHaveLength(1);
  });

  it("another user's address → 404 on save and delete; unknown fields → 400", async () => {
    const alice = await t.login();
    const bob = await t.login();
    const mine = (await save(alice.token, HOME)).json().data as AddressView;
    const hijack = await save(bob.token, { ...HOME, id: mine.id, name: 'Bob' });
    expect(hijack.statusCode).toBe(404);
    const del = await t.post('/api/v1/address/delete', bob.token, { id: mine.id });
    expect(del.statusCode).toBe(404);
    expect((await list(bob.token)).total).toBe(0);
    expect((await list(alice.token)).list[0]).toMatchObject({ id: mine.id, name: HOME.name });
    expect((await save(alice.token, { ...HOME, userId: bob.userId })).statusCode).toBe(400);
  });
});
