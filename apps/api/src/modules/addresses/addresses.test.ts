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

describe('addresses: GB/T 2260 codes and phone forms (issue 19 §4)', () => {
  const t = suiteApp();
  const CODED = {
    name: '张三',
    phone: '13800138000',
    detail: '科技园路1号',
    provinceCode: '440000',
    cityCode: '440300',
    districtCode: '440305',
  };
  const save = (token: string, payload: object, locale = 'zh-CN') =>
    t.post('/api/v1/address/save', token, payload, { 'accept-language': locale });

  it('stores the codes of a county-level district and writes the area from their names', async () => {
    const { token } = await t.login();
    // Whatever area text comes with codes, the stored one is the codes' names.
    const res = await save(token, { ...CODED, area: 'anything' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      provinceCode: '440000',
      cityCode: '440300',
      districtCode: '440305',
      area: '广东省 深圳市 南山区',
    });
    const listed = (await t.post('/api/v1/address/list', token)).json().data.list as AddressView[];
    expect(listed[0]).toMatchObject({ districtCode: '440305', area: '广东省 深圳市 南山区' });
  });

  it.each([
    ['zh-CN', { provinceCode: '990000' }, 'provinceCode', '没有这个地区，请重新选择'],
    ['zh-CN', { cityCode: '440399' }, 'cityCode', '没有这个地区，请重新选择'],
    ['zh-CN', { districtCode: '440399' }, 'districtCode', '没有这个地区，请重新选择'],
    ['zh-CN', { cityCode: '330100', districtCode: '330106' }, 'cityCode', '这个城市不在所选省份，请重新选择'],
    ['zh-CN', { districtCode: '440106' }, 'districtCode', '这个区县不在所选城市，请重新选择'],
    [
      'en-US',
      { districtCode: '440106' },
      'districtCode',
      'This district is not in the chosen city; please choose again',
    ],
    ['en-US', { districtCode: '' }, 'districtCode', 'Please choose a district'],
    ['en-US', { cityCode: '', districtCode: '' }, 'cityCode', 'Please choose a city'],
    ['en-US', { provinceCode: '' }, 'provinceCode', 'Please choose a province'],
    ['en-US', { provinceCode: 'abc' }, 'provinceCode', 'There is no such area; please choose again'],
  ])('%s %j → 400 naming %s', async (locale, patch, field, message) => {
    const { token } = await t.login();
    const res = await save(token, { ...CODED, ...patch }, locale);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ field, message }]);
    expect(res.json().msg).toBe(message);
  });

  it('a code that is not a string → 400 naming the field, never a 500', async () => {
    const { token } = await t.login();
    const res = await save(token, { ...CODED, districtCode: 440305 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('districtCode');
  });

  it.each([
    '+86 138 0013 8000',
    '138-0013-8000',
    '0086 13800138000',
    '１３８００１３８０００',
    '＋８６ １３８－００１３－８０００',
  ])('phone %j is stored as 13800138000', async (phone) => {
    const { token } = await t.login();
    const res = await save(token, { ...CODED, phone });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.phone).toBe('13800138000');
  });

  it('an address saved with only an area text keeps it through an edit without codes, and takes codes when given', async () => {
    const { token } = await t.login();
    const legacy = (
      await save(token, { name: '李四', phone: '13900001111', area: 'Shenzhen, Guangdong', detail: '1号' })
    ).json().data as AddressView;
    expect(legacy).toMatchObject({
      area: 'Shenzhen, Guangdong',
      provinceCode: '',
      cityCode: '',
      districtCode: '',
    });
    const phoneOnly = await save(token, {
      id: legacy.id,
      name: '李四',
      phone: '139 0000 2222',
      area: legacy.area,
      detail: '1号',
    });
    expect(phoneOnly.json().data).toMatchObject({ area: 'Shenzhen, Guangdong', phone: '13900002222' });
    const coded = await save(token, { ...CODED, id: legacy.id, name: '李四' });
    expect(coded.json().data).toMatchObject({
      id: legacy.id,
      area: '广东省 深圳市 南山区',
      districtCode: '440305',
    });
  });

  it('an order to a coded address shows a short order number, unique per order', async () => {
    const { token } = await t.login();
    const saved = (await save(token, CODED)).json().data as AddressView;
    const numbers = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await t.post('/api/v1/you_zan/order_multi_prod', token, {
        items: [{ productId: 'p-vitd3-400', skuId: 'p-vitd3-400-60', quantity: 1 }],
        addressId: saved.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      const o = res.json().data as { orderNo: string; orderId: string; address: { area: string } };
      expect(o.orderNo).toMatch(/^\d{12,}$/);
      expect(o.address.area).toBe('广东省 深圳市 南山区');
      numbers.add(o.orderNo);
    }
    expect(numbers.size).toBe(3);
  });
});
