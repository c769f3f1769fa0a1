import type { GoodsValue, PointsConfigValue } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { convertCashOf, goodsActionOf, largestConversion, pointsOf } from './points-model';

const config: PointsConfigValue = {
  currency: 'BDT',
  rates: {},
  defaultRateBp: 100,
  convertEnabled: true,
  convertPoints: 300,
  convertCash: '10.00',
  convertMinPoints: 100,
  convertStepPoints: 50,
};

describe('points model', () => {
  it('reads whole points only', () => {
    expect(pointsOf(' 150 ')).toBe(150n);
    expect(pointsOf('1.5')).toBeNull();
    expect(pointsOf('')).toBeNull();
  });

  it('prices a conversion as the server does: floored, and only on the minimum and the step', () => {
    expect(convertCashOf(config, 150n)).toBe('5.00');
    expect(convertCashOf(config, 100n)).toBe('3.33');
    expect(convertCashOf(config, 50n)).toBeNull();
    expect(convertCashOf(config, 120n)).toBeNull();
    expect(convertCashOf({ ...config, convertEnabled: false }, 150n)).toBeNull();
    expect(largestConversion(config, 349n)).toBe(300n);
    expect(largestConversion(config, 99n)).toBeNull();
  });

  it('picks the goods button for guests, trials, short balances and sold-out goods', () => {
    const goods = { availableQuantity: 2, pricePoints: '100' } as GoodsValue;
    expect(goodsActionOf(goods, { isLogin: false, isTrial: false, points: null })).toBe('login');
    expect(goodsActionOf(goods, { isLogin: true, isTrial: true, points: null })).toBe('trial');
    expect(goodsActionOf(goods, { isLogin: true, isTrial: false, points: 99n })).toBe('short');
    expect(goodsActionOf(goods, { isLogin: true, isTrial: false, points: 100n })).toBe('redeem');
    expect(
      goodsActionOf({ ...goods, availableQuantity: 0 }, { isLogin: true, isTrial: false, points: 900n }),
    ).toBe('sold_out');
  });
});
