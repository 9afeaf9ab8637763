import type { Violation } from '../contract/problems.ts';
import { violation, type Operation, type ParsedParameters } from '../contract/queries.ts';
import type { ReadonlyValues } from './types.ts';
import { TIERS, type Tier } from './tiers.ts';

/** Where a forecast or current request asks about. */
export type Whereabouts = { place: string } | { lat: number; lon: number };

/**
 * The rules that tie parameters together, checked after each parameter on its own:
 * place or coordinates (not both, not half), geocode's required place, the tier's hourly bound.
 */
export function crossParameterViolations(
  operation: Operation,
  values: ReadonlyValues,
  parameters: ParsedParameters,
  tier: Tier,
): Violation[] {
  const violations: Violation[] = [];
  const given = (name: string) => values.has(name);
  if (operation === 'geocode') {
    if (!given('place')) violations.push(violation('place', 'missing'));
    return violations;
  }
  if (given('place') && (given('lat') || given('lon'))) {
    violations.push(violation('place', 'conflict'));
  } else if (!given('place')) {
    if (!given('lat') && !given('lon')) {
      violations.push(violation('place', 'missing', 'Give place, or lat and lon.'));
    } else if (!given('lat')) {
      violations.push(violation('lat', 'missing', 'lat is required with lon.'));
    } else if (!given('lon')) {
      violations.push(violation('lon', 'missing', 'lon is required with lat.'));
    }
  }
  const { maxHourly } = TIERS[tier];
  if (operation === 'forecast' && parameters.hourly !== undefined && parameters.hourly > maxHourly) {
    violations.push(
      violation(
        'hourly',
        'exceeds_tier',
        `hourly may be at most ${maxHourly} on the ${tier} tier; ${parameters.hourly} was asked.`,
      ),
    );
  }
  return violations;
}

/** The place or coordinates of a request that broke no rule. */
export function whereabouts(parameters: ParsedParameters): Whereabouts {
  if (parameters.place !== undefined) return { place: parameters.place };
  return { lat: parameters.lat!, lon: parameters.lon! };
}
