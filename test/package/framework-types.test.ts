// The elements' types in each framework's own checker, from the packed package: React 19's JSX
// under TypeScript 5 (its compiler API), a Vue SFC under vue-tsc, Svelte markup under
// svelte-check. A misspelt attribute, a value of the wrong type and a misread event are errors
// there, exactly those; correct use compiles clean, and so do the package's own declarations
// with skipLibCheck off. The checkers and TypeScript 5 come from test/package/type-checkers.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPackedApp, repo } from './packed-app.ts';

const checkers = join(repo, 'test/package/type-checkers');
const requireChecker = createRequire(join(checkers, 'package.json'));
// TypeScript 5's compiler API, typed by its own declarations (the root's TypeScript 7 has no such API).
type TypeScript5 = typeof import('./type-checkers/node_modules/typescript/lib/typescript.js');
const ts = requireChecker('typescript') as TypeScript5;

const FILES: Record<string, string> = {
  'src/bad.tsx': `import type {} from 'weather-widgets/jsx';

export const bad = (
  <>
    <weather-forecast palce="Berlin" />
    <weather-forecast days="many" />
    <weather-forecast hourly-step="2" />
    <weather-search onweather-place-select={(event) => event.location.nmae} />
  </>
);
`,
  'src/good.tsx': `import type {} from 'weather-widgets/jsx';
import { useRef, useState } from 'react';
import type { Location, WeatherForecast } from 'weather-widgets';

export function Good() {
  const [location, setLocation] = useState<Location>();
  const forecast = useRef<WeatherForecast>(null);
  return (
    <>
      <weather-search label="Find a place" limit={8} locate onweather-place-select={(event) => setLocation(event.location)} />
      <weather-forecast ref={forecast} place="Oslo" location={location} days={3} hourly-step={2} wind-unit="kn" api-key="demo" theme="dark" layout="compact" className="card"
        onweather-load={(event) => console.log(event.offline, event.location?.name)} onweather-error={(event) => console.log(event.problem.code)} />
    </>
  );
}
`,
  // weather-widgets/react: the props' types, as the docs use them and misused.
  'src/react-good.tsx': `import { useRef, useState } from 'react';
import { WeatherForecast, WeatherSearch, type Location, type WeatherForecastElement } from 'weather-widgets/react';

export function Good() {
  const [location, setLocation] = useState<Location>();
  const forecast = useRef<WeatherForecastElement>(null);
  return (
    <>
      <WeatherSearch label="Find a place" htmlFor="f" locate onPlaceSelect={(e) => setLocation(e.location)} />
      <WeatherForecast ref={forecast} id="f" place="Oslo" location={location} days={3} hourlyStep={2} windUnit="kn" theme="dark" className="card" onWeatherLoad={(e) => e.offline} onWeatherError={(e) => e.problem.code} />
    </>
  );
}
`,
  'src/react-bad.tsx': `import { WeatherForecast, WeatherSearch } from 'weather-widgets/react';

export const bad = (
  <>
    <WeatherForecast palce="Berlin" />
    <WeatherForecast days="many" />
    <WeatherSearch onPlaceSelect={(e) => e.location.nmae} />
  </>
);
`,
  // Every entry a browser app imports, for the declarations' own check.
  'src/entries.ts': `import 'weather-widgets';
import 'weather-widgets/forecast';
import 'weather-widgets/search';
import 'weather-widgets/react';
import type {} from 'weather-widgets/jsx';
`,
  'src/Bad.vue': `<script setup lang="ts">
import type {} from 'weather-widgets/vue';
</script>

<template>
  <weather-forecast palce="Berlin" />
  <weather-forecast :days="'many'" />
  <weather-forecast :lat="{}" />
</template>
`,
  'src/Good.vue': `<script setup lang="ts">
import type {} from 'weather-widgets/vue';
import { ref } from 'vue';
import type { Location } from 'weather-widgets';

const location = ref<Location>();
</script>

<template>
  <weather-search label="Find a place" @weather-place-select="(event) => (location = event.location)" />
  <weather-forecast place="Oslo" :location="location" :days="3" :hourly-step="2" wind-unit="kn" theme="dark" class="card" @weather-load="(event) => console.log(event.offline)" />
</template>
`,
  'tsconfig.vue.json': JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      module: 'esnext',
      moduleResolution: 'bundler',
      target: 'es2022',
      lib: ['es2023', 'dom', 'dom.iterable'],
      types: [],
      skipLibCheck: true,
    },
    include: ['src/*.vue'],
    vueCompilerOptions: { strictTemplates: true },
  }),
  'src/Bad.svelte': `<script lang="ts">
  import type {} from 'weather-widgets/svelte';
</script>

<weather-forecast palce="Berlin"></weather-forecast>
<weather-forecast days="many"></weather-forecast>
<weather-forecast lat={{}}></weather-forecast>
`,
  'src/Good.svelte': `<script lang="ts">
  import type {} from 'weather-widgets/svelte';
  import type { Location } from 'weather-widgets';

  let location = $state<Location>();
</script>

<weather-search label="Find a place" onweather-place-select={(event) => (location = event.location)}></weather-search>
<weather-forecast place="Oslo" {location} days={3} hourly-step={2} wind-unit="kn" theme="dark" onweather-load={(event) => console.log(event.offline)}></weather-forecast>
`,
  'tsconfig.svelte.json': JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      module: 'esnext',
      moduleResolution: 'bundler',
      target: 'es2022',
      lib: ['es2023', 'dom', 'dom.iterable'],
      types: [],
      skipLibCheck: true,
      verbatimModuleSyntax: true,
    },
    include: ['src/*.svelte'],
  }),
};

// Each checker takes tens of seconds on a loaded two-core machine.
describe("the elements' types in each framework's checker", { timeout: 180_000 }, () => {
  const folder = mkdtempSync(join(tmpdir(), 'weather-widgets-types-'));
  const app = join(folder, 'app');

  beforeAll(() => {
    installPackedApp(app, FILES, { dependencies: ['lit', 'react', '@types/react', 'vue', 'svelte'] });
  }, 600_000);

  afterAll(() => rmSync(folder, { recursive: true, force: true }), 120_000);

  // TypeScript 5's diagnostics of the TypeScript files, as `file:line TS<code> message`: one
  // program for all, as a project would compile them, each file's read apart.
  let diagnostics: string[] | undefined;
  function typescript(file: string): string[] {
    diagnostics ??= ts
      .getPreEmitDiagnostics(
        ts.createProgram(
          ['src/entries.ts', 'src/good.tsx', 'src/bad.tsx', 'src/react-good.tsx', 'src/react-bad.tsx'].map((name) =>
            join(app, name),
          ),
          {
            strict: true,
            noEmit: true,
            jsx: ts.JsxEmit.ReactJSX,
            module: ts.ModuleKind.ESNext,
            moduleResolution: ts.ModuleResolutionKind.Bundler,
            target: ts.ScriptTarget.ES2022,
            lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
            types: [],
            skipLibCheck: false,
          },
        ),
      )
      .map((diagnostic) => {
        const where = diagnostic.file
          ? `${diagnostic.file.fileName.replace(`${app}/`, '')}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start!).line + 1}`
          : '';
        return `${where} TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
      });
    // The package's declarations are read through every file; their errors are the entries'.
    return diagnostics.filter(
      (line) => (file === 'src/entries.ts' ? !line.startsWith('src/') : false) || line.startsWith(`${file}:`),
    );
  }

  it("TypeScript 5 checks the package's declarations clean with skipLibCheck off", () => {
    expect(typescript('src/entries.ts')).toEqual([]);
  });

  it('React 19 JSX: correct use compiles clean', () => {
    expect(typescript('src/good.tsx')).toEqual([]);
  });

  it('React 19 JSX: a misspelt attribute, a wrong value, a hyphenated one and a misread event are errors, exactly those', () => {
    const errors = typescript('src/bad.tsx');
    expect(errors.map((error) => error.split(' ').slice(0, 2).join(' '))).toEqual([
      'src/bad.tsx:5 TS2322',
      'src/bad.tsx:6 TS2322',
      'src/bad.tsx:7 TS2322',
      'src/bad.tsx:8 TS2339',
    ]);
    expect(errors[0]).toContain("Property 'palce' does not exist");
    expect(errors[1]).toContain("Type 'string' is not assignable to type 'number'");
    expect(errors[2]).toMatch(
      /Types of property ''hourly-step'' are incompatible.*Type 'string' is not assignable to type 'number'/,
    );
    expect(errors[3]).toContain("Property 'nmae' does not exist");
  });

  it("weather-widgets/react: the docs' use compiles clean; a misspelt prop, a wrong value and a misread event are errors, exactly those", () => {
    expect(typescript('src/react-good.tsx')).toEqual([]);
    const errors = typescript('src/react-bad.tsx');
    expect(errors.map((error) => error.split(' ').slice(0, 2).join(' '))).toEqual([
      'src/react-bad.tsx:5 TS2322',
      'src/react-bad.tsx:6 TS2322',
      'src/react-bad.tsx:7 TS2339',
    ]);
    expect(errors[0]).toContain("Property 'palce' does not exist");
    expect(errors[1]).toContain("Type 'string' is not assignable to type 'number'");
    expect(errors[2]).toContain("Property 'nmae' does not exist");
  });

  /** vue-tsc's errors for the app, run on TypeScript 5, as `file:line TS<code>`. */
  function vueTsc(): string[] {
    const vueTscPath = createRequire(join(repo, 'package.json')).resolve('vue-tsc');
    const script = `process.argv = [process.argv[0], 'vue-tsc', '-p', 'tsconfig.vue.json', '--pretty', 'false']; require(${JSON.stringify(vueTscPath)}).run(${JSON.stringify(requireChecker.resolve('typescript/lib/tsc'))});`;
    try {
      execFileSync(process.execPath, ['-e', script], { cwd: app, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      return [];
    } catch (error) {
      return ((error as { stdout: string }).stdout.match(/^src\/\S+\(\d+,\d+\): error TS\d+/gm) ?? []).map((line) =>
        line.replace(/\((\d+),\d+\): error /, ':$1 '),
      );
    }
  }

  it('Vue under vue-tsc: a misspelt attribute and values of the wrong type are errors, exactly those; correct use is clean', () => {
    expect(vueTsc()).toEqual(['src/Bad.vue:6 TS2561', 'src/Bad.vue:7 TS2322', 'src/Bad.vue:8 TS2322']);
  });

  it('Svelte under svelte-check: a misspelt attribute and values of the wrong type are errors, exactly those; correct use is clean', () => {
    let output: string;
    try {
      output = execFileSync(
        process.execPath,
        [
          requireChecker.resolve('svelte-check/bin/svelte-check'),
          '--tsconfig',
          './tsconfig.svelte.json',
          '--output',
          'machine',
          '--threshold',
          'error',
        ],
        { cwd: app, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    const errors = [...output.matchAll(/^\d+ ERROR "([^"]+)" (\d+):\d+ /gm)].map(
      ([, file, line]) => `${file}:${Number(line)}`,
    );
    expect(errors).toEqual(['src/Bad.svelte:5', 'src/Bad.svelte:6', 'src/Bad.svelte:7']);
  });
});
