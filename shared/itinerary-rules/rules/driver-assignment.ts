import type { Carrier, Driver } from '#shared/domain/types';
import { CARRIER_CERTIFICATION_TYPES } from '#shared/domain/types';
import { isRouted, sameAssignee } from '../assignee';
import { messages } from '../messages';
import { ownValue } from '../own-value';
import { laterDate } from '../time';
import type { RuleContext } from '../types';

/**
 * Driver assignment: every driver or carrier named must exist; a driver or carrier
 * newly put on a move (not the one of the stored move it continues) must
 * meet the requirements on the move's planned date and today. Those already on a
 * move are not checked again, so that an expiring certificate cannot block updates
 * such as arrivals on work they already hold.
 */
export function checkDriverAssignment({ itinerary, input, counterparts }: RuleContext): string[] {
  const failures: string[] = [];
  itinerary.moves.forEach((move, index) => {
    const assignee = move.driver;
    if (!isRouted(assignee)) return;
    const stored = counterparts[index];
    const isNew = stored === undefined || !sameAssignee(stored.driver, assignee);
    const mustHold = laterDate(move.plannedDate, input.today);
    if (assignee.type === 'driver') {
      const driver = ownValue(input.drivers, assignee.id);
      if (driver === undefined) {
        failures.push(messages.driverNotFound(assignee.id));
      } else if (isNew && !driverQualifies(driver, input.shipment.hazmat, mustHold)) {
        failures.push(messages.driverRequirements());
      }
      return;
    }
    const carrier = ownValue(input.carriers, assignee.id);
    if (carrier === undefined) {
      failures.push(messages.carrierNotFound(assignee.id));
    } else if (isNew && !carrierQualifies(carrier, input.shipment.hazmat, mustHold)) {
      failures.push(messages.carrierRequirements());
    }
  });
  return failures;
}

/** A document is valid on a date when it is on file and does not expire before that date. */
function validOn(expires: string, date: string): boolean {
  return expires !== '' && expires >= date;
}

function driverQualifies(driver: Driver, hazmat: boolean, date: string): boolean {
  return (
    validOn(driver.licenseExpires, date) &&
    validOn(driver.medicalExpires, date) &&
    (!hazmat || validOn(driver.hazmatExpires, date))
  );
}

function carrierQualifies(carrier: Carrier, hazmat: boolean, date: string): boolean {
  const certified = carrier.certifications.some(
    (certification) =>
      (CARRIER_CERTIFICATION_TYPES as readonly string[]).includes(certification.type) &&
      validOn(certification.expires, date),
  );
  const { cargo, liability, workersCompensation } = carrier.insurance;
  return (
    carrier.contractSigned &&
    carrier.federalId !== '' &&
    certified &&
    validOn(cargo, date) &&
    validOn(liability, date) &&
    validOn(workersCompensation, date) &&
    (!hazmat || validOn(carrier.hazmatExpires, date))
  );
}
