import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import {
  COUNTRIES,
  countryList,
  e164,
  isMobile,
  parseInternationalMobile,
  parseMobile,
} from './countries.js';

describe('mobile numbers', () => {
  it('reads Bangladeshi numbers however they are typed', () => {
    for (const typed of [
      '1712345678',
      '01712345678',
      '+8801712345678',
      '8801712345678',
      '00880 1712-345678',
    ]) {
      expect(parseMobile('880', typed), typed).toEqual({ countryDialingCode: '880', national: '1712345678' });
    }
    expect(parseMobile(undefined, '01712345678')).toEqual({
      countryDialingCode: '880',
      national: '1712345678',
    });
    expect(parseMobile('+880', '1712345678')).toMatchObject({ national: '1712345678' });
  });

  it('names what is wrong', () => {
    expect(parseMobile('880', '')).toEqual({ problem: 'required' });
    expect(parseMobile('880', '171234567')).toEqual({ problem: 'digits', digits: '10' });
    expect(parseMobile('880', '1212345678')).toEqual({ problem: 'format' });
    expect(parseMobile('880', '17123456x8')).toEqual({ problem: 'format' });
    expect(parseMobile('999', '1712345678')).toEqual({ problem: 'country', countryDialingCode: '999' });
    expect(parseMobile('60', '123')).toEqual({ problem: 'digits', digits: '9-10' });
  });

  it('checks other countries by their own rule', () => {
    expect(parseMobile('91', '09876543210')).toEqual({ countryDialingCode: '91', national: '9876543210' });
    expect(parseMobile('91', '5876543210')).toEqual({ problem: 'format' });
    expect(parseMobile('60', '123456789')).toMatchObject({ national: '123456789' });
    expect(parseMobile('65', '81234567')).toMatchObject({ national: '81234567' });
  });

  it('finds the country of an international number (SMS login)', () => {
    expect(parseInternationalMobile('+919876543210')).toEqual({
      countryDialingCode: '91',
      national: '9876543210',
    });
    expect(parseInternationalMobile('8801712345678')).toEqual({
      countryDialingCode: '880',
      national: '1712345678',
    });
    expect(parseInternationalMobile('01712345678')).toEqual({
      countryDialingCode: '880',
      national: '1712345678',
    });
    const parsed = parseInternationalMobile('8801712345678');
    expect(isMobile(parsed) && e164(parsed)).toBe('+8801712345678');
  });

  it('every rule compiles, fits its digit bounds, and the codes are unique', () => {
    expect(new Set(COUNTRIES.map((c) => c.countryDialingCode)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) {
      expect(() => new RegExp(c.mobilePattern)).not.toThrow();
      expect(c.mobileMinDigits).toBeLessThanOrEqual(c.mobileMaxDigits);
    }
    expect(countryList()[0]).toEqual({
      countryCode: 'BD',
      countryDialingCode: '880',
      mobileMinDigits: 10,
      mobileMaxDigits: 10,
      mobilePattern: '^1[3-9][0-9]{8}$',
    });
  });
});

describe('GET /wps/system/countries', () => {
  const t = useTestApp({ seed: false });

  it('lists the dialling codes, Bangladesh first, then India, Pakistan, Nepal, Sri Lanka, Malaysia', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/countries' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      success: boolean;
      value: { countryCode: string; countryDialingCode: string }[];
    }>();
    expect(body.success).toBe(true);
    expect(body.value.slice(0, 6).map((c) => [c.countryCode, c.countryDialingCode])).toEqual([
      ['BD', '880'],
      ['IN', '91'],
      ['PK', '92'],
      ['NP', '977'],
      ['LK', '94'],
      ['MY', '60'],
    ]);
    expect(body.value[0]).not.toHaveProperty('trunkPrefix');
  });
});
