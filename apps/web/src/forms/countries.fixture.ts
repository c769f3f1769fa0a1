import type { CountryItem } from '@khela/contract';

/** Countries as the site's country list sends them, for the form tests: the demo site's home first. */
export const BD: CountryItem = {
  countryCode: 'BD',
  countryDialingCode: '880',
  mobileMinDigits: 10,
  mobileMaxDigits: 10,
  mobilePattern: '^1[3-9][0-9]{8}$',
};

/** A country whose numbers vary in length (9 or 10 digits). */
export const MY: CountryItem = {
  countryCode: 'MY',
  countryDialingCode: '60',
  mobileMinDigits: 9,
  mobileMaxDigits: 10,
  mobilePattern: '^1[0-9]{8,9}$',
};
