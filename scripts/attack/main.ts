// `npm run attack`: starts real nodes (and the API and web server where a case needs them), attacks them as an
// adversary would, and prints one table of what was expected and what happened. Exits 1 if any case failed.
import { connections } from './connections.ts';
import type { Family } from './family.ts';
import { fuzz } from './fuzz.ts';
import { killCycles } from './kill-cycles.ts';
import { reason } from './lab.ts';
import { type AttackOptions, parseOptions, USAGE } from './options.ts';
import { oracle } from './oracle.ts';
import { rpcRequests } from './rpc-requests.ts';
import { type CaseResult, renderTable } from './table.ts';
import { transactions } from './transactions.ts';
import { webServer } from './web-server.ts';

const FAMILIES: Family[] = [rpcRequests, connections, oracle, webServer, transactions, fuzz, killCycles];
const names = FAMILIES.map((f) => f.name);

let options: AttackOptions | 'help';
try {
  options = parseOptions(process.argv.slice(2), names);
} catch (e) {
  console.error(`attack: ${reason(e)}\n${USAGE.replace('FAMILIES', names.join(', '))}`);
  process.exit(2);
}
if (options === 'help') {
  console.log(USAGE.replace('FAMILIES', names.join(', ')));
  process.exit(0);
}

const rows: CaseResult[] = [];
const started = Date.now();
for (const family of FAMILIES) {
  if (options.only.length > 0 && !options.only.includes(family.name)) continue;
  const familyStarted = Date.now();
  console.error(`attack: ${family.name}…`);
  const record = (row: CaseResult) => {
    rows.push(row);
    console.error(`attack:   ${row.pass ? 'PASS' : 'FAIL'} ${row.case}`);
  };
  try {
    await family.run(options, record);
  } catch (e) {
    record({
      case: `${family.name} (setup)`,
      expected: 'the family runs',
      observed: reason(e),
      pass: false,
      figure: '',
    });
  }
  console.error(`attack: ${family.name} took ${((Date.now() - familyStarted) / 1000).toFixed(0)} s`);
}
console.log(renderTable(rows));
console.log(`${options.quick ? 'quick run' : 'full run'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(rows.every((r) => r.pass) ? 0 : 1);
