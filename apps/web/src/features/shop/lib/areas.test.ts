import { describe, expect, it } from 'vitest';
import { validateAddress } from '@nutri/domain/contracts';
import { AREAS, areaText, citiesOf } from './areas';

describe('receiving areas', () => {
  it('names a province and city in each language, a municipality once', () => {
    expect(areaText('gd', 'sz', 'zh-CN')).toBe('广东省 深圳市');
    expect(areaText('gd', 'sz', 'en-US')).toBe('Shenzhen, Guangdong');
    expect(areaText('bj', 'bj', 'zh-CN')).toBe('北京市');
    expect(areaText('bj', 'bj', 'en-US')).toBe('Beijing');
  });

  it('gives no area until both parts are known, which the address rule refuses', () => {
    expect(areaText('gd', '', 'zh-CN')).toBe('');
    expect(areaText('gd', 'bj', 'zh-CN')).toBe('');
    expect(citiesOf('nowhere')).toEqual([]);
    const { errors } = validateAddress(
      { name: '张三', phone: '13800138000', area: '', detail: '路1号' },
      'zh-CN',
    );
    expect(errors).toEqual([{ field: 'area', message: '请选择收货地区' }]);
  });

  it('has unique ids and every area passes the address rule', () => {
    expect(new Set(AREAS.map((p) => p.id)).size).toBe(AREAS.length);
    for (const p of AREAS) {
      expect(new Set(p.cities.map((c) => c.id)).size).toBe(p.cities.length);
      for (const c of p.cities) {
        for (const locale of ['zh-CN', 'en-US'] as const) {
          const area = areaText(p.id, c.id, locale);
          const { errors } = validateAddress({ name: 'A', phone: '13800138000', area, detail: 'x' }, locale);
          expect(errors).toEqual([]);
        }
      }
    }
  });
});
