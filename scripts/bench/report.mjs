// Budget lines and the summary table of `pnpm bench`.
import { KB, REMOTE_OWN_JS, THROTTLING } from './config.mjs';
import { LIBRARIES } from './libraries.mjs';

/** Libraries every page needs: zero copies is as wrong as two. The rest may be absent. */
const REQUIRED = new Set(['react', 'react-dom', 'react-router', '@panel/api']);

/** A row for information (its label ends so): measured and shown, held to no byte budget of its own. */
const INFO = /\binfo\)$/;

const kb = (bytes) => (bytes === undefined || bytes === null ? '–' : (bytes / KB).toFixed(1));
const ms = (value) => (value === null || value === undefined ? '–' : String(Math.round(value)));

/** CSS files plus the document's own <style>, gzip. */
const cssBytes = (m) => m.css.total + m.css.inlineBytes;

export const remoteBytes = (m) =>
  Object.entries(m.js.byApp)
    .filter(([app]) => app !== 'shell' && app !== 'other')
    .reduce((sum, [, bytes]) => sum + bytes, 0);

/** [{ status: 'PASS'|'FAIL'|'INFO', text }] for the measured routes. */
export function budgetLines(measurements) {
  const lines = [];
  const check = (ok, text) => lines.push({ status: ok ? 'PASS' : 'FAIL', text });
  for (const m of measurements) {
    // A page that has not started the app (it waits for the person) runs none of them, though
    // it may have downloaded the shell's entry ahead of its use.
    const appRan = [...REQUIRED].some((library) => (m.copies[library]?.copies ?? 0) > 0);
    const wrong = Object.entries(m.copies).filter(
      ([library, { copies }]) => copies > 1 || (copies === 0 && REQUIRED.has(library) && appRan),
    );
    const absent = Object.entries(m.copies)
      .filter(([library, { copies }]) => copies === 0 && !REQUIRED.has(library))
      .map(([library]) => library);
    check(
      wrong.length === 0,
      `${m.route.label}: one copy of each singleton` +
        (wrong.length ? ` (${wrong.map(([l, { copies }]) => `${l} ×${copies}`).join(', ')})` : '') +
        (absent.length ? ` [not loaded: ${absent.join(', ')}]` : ''),
    );
  }
  for (const m of measurements) {
    const own = m.js.byApp[m.route.remote] ?? 0;
    const budget = REMOTE_OWN_JS[m.route.remote] ?? REMOTE_OWN_JS.default;
    if (!INFO.test(m.route.label)) check(own <= budget, `${m.route.label}: ${m.route.remote} remote's own JS ${kb(own)} KB ≤ ${kb(budget)} KB`);
    const lazy = Object.entries(m.lazyLibraries).filter(([, { copies }]) => copies > 0);
    if (m.route.charts) {
      // Loaded, and once: a screen that draws charts proves the library's marker still matches
      // the built code, so "no chart library" on the other screens is not a check that cannot fail.
      const notOnce = Object.entries(m.lazyLibraries).filter(([, { copies }]) => copies !== 1);
      check(notOnce.length === 0, `${m.route.label}: its charts' library loaded, once` + (notOnce.length ? ` (${notOnce.map(([l, { copies }]) => `${l} ×${copies}`).join(', ')})` : ''));
    } else {
      check(lazy.length === 0, `${m.route.label}: no chart library on a screen without a chart` + (lazy.length ? ` (${lazy.map(([l]) => l).join(', ')})` : ''));
    }
  }
  for (const m of measurements) {
    const { label, budget } = m.route;
    if (!budget) continue;
    if (budget.totalJs !== undefined) check(m.js.total <= budget.totalJs, `${label}: all JS ${kb(m.js.total)} KB ≤ ${kb(budget.totalJs)} KB`);
    if (budget.css !== undefined) {
      const css = cssBytes(m);
      check(css <= budget.css, `${label}: all CSS ${kb(css)} KB ≤ ${kb(budget.css)} KB`);
    }
    if (budget.usableMs !== undefined) {
      check(
        m.usable.median !== null && m.usable.failed === 0 && m.usable.median <= budget.usableMs,
        `${label}: shown in ${ms(m.usable.median)} ms ≤ ${budget.usableMs} ms` +
          (m.usable.failed ? ` (${m.usable.failed} run(s) never got there)` : ''),
      );
    }
    if (m.lighthouse && budget.lighthouse !== undefined) {
      check(
        m.lighthouse.score !== null && m.lighthouse.score >= budget.lighthouse,
        `${label}: Lighthouse performance ${m.lighthouse.score ?? '–'} ≥ ${budget.lighthouse}`,
      );
    }
  }
  for (const m of measurements.filter((entry) => entry.route.budget?.usableMs === undefined)) {
    lines.push({ status: 'INFO', text: `${m.route.label}: shown in ${ms(m.usable.median)} ms` });
  }
  return lines;
}

/** Per-route details: totals, the chunks that dominate (with `allFiles`, every file), library files, run values. */
export function detailLines(m, { allFiles = false } = {}) {
  const out = [];
  const apps = Object.entries(m.js.byApp)
    .map(([app, bytes]) => `${app} ${kb(bytes)}`)
    .join(', ');
  out.push(`${m.route.label}  (${m.route.path}, ${m.route.user ?? 'anonymous'})`);
  out.push(`  JS gzip: ${kb(m.js.total)} KB in ${m.js.responses.length} files (${apps}); as Chromium gets it by default (${m.servedEncoding}): ${kb(m.served.total)} KB`);
  out.push(`  CSS gzip: ${kb(cssBytes(m))} KB (${m.css.responses.length} files ${kb(m.css.total)} KB, inline <style> ${kb(m.css.inlineBytes)} KB)`);
  const bySize = (files) => [...files].sort((a, b) => b.bytes - a.bytes);
  const fileLine = (r) => `    ${kb(r.bytes).padStart(6)} KB  ${r.url.replace(/^http:\/\/localhost/, '')}`;
  for (const r of allFiles ? bySize(m.js.responses) : bySize(m.js.responses).slice(0, 6)) out.push(fileLine(r));
  if (allFiles) {
    out.push('  CSS files:');
    for (const r of bySize(m.css.responses)) out.push(fileLine(r));
  }
  for (const [library, { copies, files }] of Object.entries(m.copies)) {
    const names = files.map((url) => url.replace(/^http:\/\/localhost/, '')).join(' ');
    out.push(`  ${library}: ${copies}${names ? `  (${names})` : ''}`);
  }
  out.push(`  usable (ms): ${m.usable.times.map(ms).join(', ')}  → median ${ms(m.usable.median)}${m.usable.failed ? `, ${m.usable.failed} failed` : ''}${m.usableCheck ? '' : '  [WARNING: the usable element never showed in the unthrottled load]'}`);
  for (const note of m.usable.notes ?? []) out.push(`    failed run: ${note}`);
  if (m.lighthouse) {
    out.push(`  Lighthouse: scores ${m.lighthouse.scores.join(', ') || '–'}, LCP ms ${m.lighthouse.lcps.map(ms).join(', ') || '–'}`);
    for (const [run, parts] of (m.lighthouse.metrics ?? []).entries()) out.push(`    run ${run + 1}: ${parts}`);
    if (m.lighthouse.lcpElements?.length) out.push(`  LCP element: ${m.lighthouse.lcpElements.join(' | ')}`);
    for (const error of m.lighthouse.errors) out.push(`    Lighthouse problem: ${error}`);
  }
  return out;
}

/** A Markdown table, ready to paste into a note. */
export function table(measurements) {
  const order = Object.keys(LIBRARIES);
  const rows = [
    ['route', 'shell KB', 'remote KB', 'total KB', 'CSS KB', `copies (${order.join('/')})`, 'shown ms (median)', 'LH score', 'LCP ms'],
    ...measurements.map((m) => [
      m.route.label,
      kb(m.js.byApp.shell ?? 0),
      kb(remoteBytes(m)),
      kb(m.js.total),
      kb(cssBytes(m)),
      order.map((library) => m.copies[library].copies).join('/'),
      ms(m.usable.median),
      m.lighthouse?.score ?? '–',
      ms(m.lighthouse?.lcp),
    ]),
  ];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => String(row[c]).length)));
  const line = (row) => `| ${row.map((cell, c) => String(cell).padEnd(widths[c])).join(' | ')} |`;
  return [line(rows[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

export const conditionsNote = () =>
  `KB = 1024 bytes of gzip transfer (cold cache). Shown: the route's data (its sign-in form on /auth/login), median of cold loads with CDP latency ${THROTTLING.latency} ms, ` +
  `down ${Math.round(THROTTLING.downloadThroughput)} B/s (1.6 Mbps, Lighthouse convention 1.6*1024*1024/8), ` +
  `up ${Math.round(THROTTLING.uploadThroughput)} B/s, CPU ×${THROTTLING.cpuSlowdown}. ` +
  'Lighthouse: default mobile, simulated throttling, median.';
