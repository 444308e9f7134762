import { InvalidValue } from '#shared/domain/errors';
import type { Location } from '#shared/domain/types';
import { getSettings } from '#shared/settings/store';
import { findZone } from './location-zones';
import { isTimeZone } from './record-schemas';

/**
 * A location PUT's record with its zone: the stated one, checked, or the one
 * found as a load finds it (400 naming `timeZone` for a stated name that is
 * not an IANA zone).
 */
export async function withTimeZone(location: Location): Promise<Location> {
  if (location.timeZone !== '') {
    if (isTimeZone(location.timeZone)) return location;
    throw new InvalidValue(
      'body',
      'timeZone',
      `Location ${location.id} has an unknown time zone ${JSON.stringify(location.timeZone)}: expected an IANA time zone such as America/Chicago.`,
    );
  }
  const { timeZone } = findZone(location, (await getSettings()).timeZone);
  return { ...location, timeZone };
}
