// The contract's language, for users of the service: schemas, types, tables.
export * from './records.ts';
export * from './envelopes.ts';
export * from './problems.ts';
export * from './queries.ts';
export * from './units.ts';
export * from './weather-codes.ts';
export * from './compass.ts';
export * from './time-zones.ts';
export * from './climate.ts';
