/**
 * States and provinces that lie wholly in one time zone, with that zone: what a
 * location without a known ZIP code falls back to. States split by a zone line
 * (AK, AZ with the Navajo Nation, FL, ID, IN, KS, KY, MI, ND, NE, NV with West
 * Wendover, OR, SD, TN, TX; BC, NL, NU, ON, QC, SK with Lloydminster) are left
 * out on purpose: a guess there is wrong for part of the state, and
 * `settings.timeZone` is the honest fallback.
 */

const EASTERN = 'America/New_York';
const CENTRAL = 'America/Chicago';
const MOUNTAIN = 'America/Denver';
const PACIFIC = 'America/Los_Angeles';

/** US states, DC and the territories that use US ZIP codes, by USPS code. */
const UNITED_STATES: Readonly<Record<string, string>> = {
  AL: CENTRAL,
  AR: CENTRAL,
  CA: PACIFIC,
  CO: MOUNTAIN,
  CT: EASTERN,
  DC: EASTERN,
  DE: EASTERN,
  GA: EASTERN,
  HI: 'Pacific/Honolulu',
  IA: CENTRAL,
  IL: CENTRAL,
  LA: CENTRAL,
  MA: EASTERN,
  MD: EASTERN,
  ME: EASTERN,
  MN: CENTRAL,
  MO: CENTRAL,
  MS: CENTRAL,
  MT: MOUNTAIN,
  NC: EASTERN,
  NH: EASTERN,
  NJ: EASTERN,
  NM: MOUNTAIN,
  NY: EASTERN,
  OH: EASTERN,
  OK: CENTRAL,
  PA: EASTERN,
  RI: EASTERN,
  SC: EASTERN,
  UT: MOUNTAIN,
  VA: EASTERN,
  VT: EASTERN,
  WA: PACIFIC,
  WI: CENTRAL,
  WV: EASTERN,
  WY: MOUNTAIN,
  AS: 'Pacific/Pago_Pago',
  GU: 'Pacific/Guam',
  MP: 'Pacific/Saipan',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
};

/** Canadian provinces and territories, by postal abbreviation. */
const CANADA: Readonly<Record<string, string>> = {
  AB: 'America/Edmonton',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NS: 'America/Halifax',
  NT: 'America/Edmonton',
  PE: 'America/Halifax',
  YT: 'America/Whitehorse',
};

/** Countries whose addresses use US ZIP codes: the territories have ISO codes of their own. */
export const ZIP_CODE_COUNTRIES: ReadonlySet<string> = new Set(['US', 'PR', 'VI', 'GU', 'AS', 'MP']);

/**
 * The zone of a state or province that has a single one, given the location's
 * country ('' is read as the US); undefined elsewhere. A territory's own country
 * code stands for its state.
 */
export function singleZoneOfRegion(country: string, state: string): string | undefined {
  const code = state.trim().toUpperCase();
  if (country === 'CA') return Object.hasOwn(CANADA, code) ? CANADA[code] : undefined;
  if (country !== '' && !ZIP_CODE_COUNTRIES.has(country)) return undefined;
  if (Object.hasOwn(UNITED_STATES, code)) return UNITED_STATES[code];
  return country !== 'US' && Object.hasOwn(UNITED_STATES, country) ? UNITED_STATES[country] : undefined;
}
