import type { SiteRequirement } from '#shared/domain/location-kinds';
import type { Location } from '#shared/domain/types';
import { eventRuleOf } from '../event-table';
import { messages } from '../messages';
import { ownValue } from '../own-value';
import type { RuleContext, RulesInput } from '../types';

/**
 * Events sites: each event's site id exists in the collection its type requires
 * (spec "Itinerary event types", location rule). An id that exists only as another
 * kind of location is "not a valid yard location" when a yard is required.
 */
export function checkEventsSites({ itinerary, input }: RuleContext): string[] {
  const failures: string[] = [];
  for (const move of itinerary.moves) {
    for (const event of move.events) {
      const rule = eventRuleOf(event.type);
      if (rule === undefined || event.site.id === '') continue;
      const failure = siteFailure(event.site.id, rule.location, input);
      if (failure !== undefined) failures.push(failure);
    }
  }
  return failures;
}

function siteFailure(siteId: string, kind: SiteRequirement, input: RulesInput): string | undefined {
  const inSites = has(input.sites, siteId);
  const inYards = has(input.yards, siteId);
  const inCrossDocks = has(input.crossDocks, siteId);
  switch (kind) {
    case 'site':
      return inSites ? undefined : messages.siteNotFound(siteId, 'sites');
    case 'crossDock':
      return inCrossDocks ? undefined : messages.siteNotFound(siteId, 'cross-docks');
    case 'yard':
      if (inYards) return undefined;
      return inSites || inCrossDocks ? messages.notAYard(siteId) : messages.siteNotFound(siteId, 'yards');
    case 'yardOrSite':
      return inYards || inSites ? undefined : messages.siteNotFound(siteId, 'sites');
  }
}

function has(locations: Readonly<Record<string, Location>>, id: string): boolean {
  return ownValue(locations, id) !== undefined;
}
