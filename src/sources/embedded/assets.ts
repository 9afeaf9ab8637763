/** The embedded world's manifest while developing (`npm run data` writes it into .data/); a build names it by its content. */
export const WORLD_MANIFEST = 'world.json';
