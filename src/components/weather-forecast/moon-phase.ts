// The moon's phase as the elements show it: which of the eight named phases it is nearest, and
// the outline of the lit part of the disc. Part of the module loaded on first use
// (detail-module.ts), with the phases' names.

const RADIUS = 7;
const CENTRE = 8;

/** Which of the eight named phases a phase (0–1, 0 new, 0.5 full) is nearest. */
export function moonPhaseIndex(phase: number): 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 {
  return (Math.round((((phase % 1) + 1) % 1) * 8) % 8) as 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
}

/**
 * The lit part of the disc as seen from the northern hemisphere (waxing lit on the right): one
 * half-circle on the lit limb, closed by the terminator, a half-ellipse whose width is
 * |cos(2π·phase)| of the radius, bulging out for a gibbous moon and in for a crescent.
 */
export function moonLitPath(phase: number): string {
  const p = ((phase % 1) + 1) % 1;
  const waxing = p < 0.5;
  const terminator = Math.abs(Math.cos(2 * Math.PI * p)) * RADIUS;
  const gibbous = p > 0.25 && p < 0.75;
  const top = CENTRE - RADIUS,
    bottom = CENTRE + RADIUS;
  // The limb: from the top down the right side (waxing) or the left side (waning).
  const limbSweep = waxing ? 1 : 0;
  // Back up along the terminator: on the dark side for a gibbous moon, the lit side for a crescent.
  const terminatorSweep = gibbous === waxing ? 1 : 0;
  const r = terminator.toFixed(2);
  return `M${CENTRE} ${top}A${RADIUS} ${RADIUS} 0 0 ${limbSweep} ${CENTRE} ${bottom}A${r} ${RADIUS} 0 0 ${terminatorSweep} ${CENTRE} ${top}Z`;
}
