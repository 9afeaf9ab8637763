import { describe, expect, it } from 'vitest';
import { BUDGETS, formatReport, overBudget, type ScriptReport } from '../../src/build/script-report.ts';

const withinBudgets: ScriptReport = { integrity: 'sha384-x', scriptGzip: 50 * 1024, dataGzip: 1400 * 1024, engineGzip: 20 * 1024 };

describe('the size budgets the build enforces', () => {
  it('holds when the script and the embedded world are within their budgets', () => {
    expect(overBudget(withinBudgets)).toEqual([]);
    expect(formatReport(withinBudgets)).not.toContain('OVER BUDGET');
  });

  it('names the script and by how much it is over, one byte past 60 KB', () => {
    const report = { ...withinBudgets, scriptGzip: BUDGETS.script + 1 };
    expect(overBudget(report)).toEqual(['dist/weather-widgets.js is 60.0 KB gzip, over its budget of 60.0 KB by 0.0 KB']);
  });

  it('counts the engine with the data it reads', () => {
    const report = { ...withinBudgets, dataGzip: BUDGETS.embeddedWorld - 10 * 1024, engineGzip: 11 * 1024 };
    expect(overBudget(report)).toEqual(['the embedded world (dist/data/) is 1639.4 KB gzip, over its budget of 1638.4 KB by 1.0 KB']);
    expect(formatReport(report)).toContain('OVER BUDGET: the embedded world');
  });
});
