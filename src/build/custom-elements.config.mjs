// @custom-elements-manifest/analyzer configuration: `npm run build` writes dist/custom-elements.json
// from the elements' JSDoc (@summary, @attr, @fires, @csspart, @cssprop). A config file rather
// than flags, because only here can the analyzer be told not to edit package.json.
export default {
  // The public surface only: the elements, their registration, and the event they fire.
  globs: ['src/components/define-*.ts', 'src/components/weather-*/weather-*.ts', 'src/components/shared/place-select-event.ts'],
  outdir: 'dist',
  litelement: true,
  packagejson: false,
  quiet: true,
};
