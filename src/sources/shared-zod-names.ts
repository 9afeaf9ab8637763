// What the service hands the HTTP sources' modules from its zod, and where: the service puts it on
// the global object under a registered symbol just before it imports a module (shared-zod.ts),
// and the modules' build maps `zod/mini` to a module that reads it there
// (src/build/upstream-modules-build.ts). So a page carries one zod: one copy of its code, and
// one of its module-level state (its configuration, its registry), whichever code validates.
// A global, because the modules build their schemas as they are evaluated, before any function
// of them could be called.

/** The name of the registered symbol the service's zod is under. */
export const SHARED_ZOD_KEY = 'weather-widgets.zod';

/** The exports of zod/mini the HTTP sources' modules read; their build fails on a use of any other. */
export const SHARED_ZOD_NAMES = [
  'array',
  'enum',
  'extend',
  'gte',
  'int',
  'length',
  'literal',
  'looseObject',
  'lte',
  'maximum',
  'minimum',
  'minLength',
  'nullable',
  'number',
  'object',
  'optional',
  'pipe',
  'refine',
  'regex',
  'string',
  'transform',
] as const;
