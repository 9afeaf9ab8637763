import type { ScriptReport } from '../../src/build/script-report.ts';

export const KB = 1024;

/** A build's report within every budget, for the tests of what is made from a report. */
export const SAMPLE_REPORT: ScriptReport = {
  integrity: 'sha384-x',
  scriptGzip: 45 * KB,
  forecastScriptGzip: 39 * KB,
  searchScriptGzip: 29 * KB,
  climateScriptGzip: 30 * KB,
  workerGzip: 18 * KB,
  engineGzip: 21 * KB,
  modelGzip: 12 * KB,
  spatialGzip: 3 * KB,
  contractSourceGzip: 5 * KB,
  openMeteoSourceGzip: 9 * KB,
  mainThreadGzip: 16 * KB,
  apiGzip: 8 * KB,
  detailsGzip: 4 * KB,
  searchModuleGzip: 3 * KB,
  climateModuleGzip: 12 * KB,
  climateMessagesGzip: { least: 0.6 * KB, most: 0.9 * KB },
  messagesGzip: { least: 1.5 * KB, most: 2 * KB },
  manifestGzip: 8 * KB,
  typedPrefixGzip: 25 * KB,
  oneLetterGzip: 44 * KB,
  spatialTileGzip: 22 * KB,
  climateTileGzip: 4 * KB,
  hashPageGzip: 0.5 * KB,
  languages: [
    { tag: 'de', fileGzip: 0.5 * KB, chunksGzip: 20 * KB, largestChunkGzip: 6 * KB, chunkCount: 4 },
    { tag: 'ru', fileGzip: 1 * KB, chunksGzip: 120 * KB, largestChunkGzip: 4 * KB, chunkCount: 20 },
  ],
  largestChunkGzip: 44 * KB,
  worldGzip: 7 * KB * KB,
  languagesGzip: 3 * KB * KB,
  fileCount: 800,
};
