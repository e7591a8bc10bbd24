import { describe, expect, it } from 'vitest';
import { addressErrorsFrom, orderProblemOf } from './order-errors';

describe('order problems', () => {
  it('names the out-of-stock line', () => {
    expect(orderProblemOf(409, 'sold out', [{ field: 'items.1.quantity', message: 'only 0 left' }])).toEqual({
      kind: 'stock',
      index: 1,
      message: 'sold out',
    });
    expect(orderProblemOf(409, 'sold out')).toEqual({ kind: 'stock', index: null, message: 'sold out' });
  });

  it('sorts voucher, missing, invalid and retryable failures', () => {
    expect(orderProblemOf(422, 'x').kind).toBe('voucher');
    expect(orderProblemOf(404, 'x').kind).toBe('missing');
    expect(orderProblemOf(0, 'offline').kind).toBe('retry');
    expect(orderProblemOf(500, 'oops').kind).toBe('retry');
    expect(
      orderProblemOf(400, 'Malformed phone number', [
        { field: 'address.phone', message: 'Malformed phone number' },
        { field: 'items.0.quantity', message: 'too many' },
      ]),
    ).toEqual({
      kind: 'invalid',
      message: 'Malformed phone number',
      addressErrors: { phone: 'Malformed phone number' },
    });
  });

  it('keeps the first message per address field and ignores other fields', () => {
    expect(
      addressErrorsFrom([
        { field: 'name', message: '请填写姓名' },
        { field: 'name', message: 'second' },
        { field: 'detail', message: '详细地址不能为空' },
        { field: 'items.name', message: 'not an address' },
      ]),
    ).toEqual({ name: '请填写姓名', detail: '详细地址不能为空' });
  });
});
