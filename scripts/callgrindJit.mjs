// Instructions per function of a Node.js process, JIT-compiled JavaScript included, from valgrind's
// callgrind (docs/benchmarks.md, "The cost recovered"). callgrind names only native code; V8 writes the
// address range of every function it compiles to /tmp/perf-PID.map when node runs with --perf-basic-prof,
// and this script gives each JIT instruction the name of the range holding it.
//
//   valgrind --tool=callgrind --dump-instr=yes --compress-pos=no --compress-strings=no \
//     --callgrind-out-file=/tmp/cg.out node --perf-basic-prof --predictable --single-threaded BUNDLE ARGS
//   node scripts/callgrindJit.mjs /tmp/cg.out /tmp/perf-PID.map [TOP]               # self instructions
//   node scripts/callgrindJit.mjs /tmp/cg.out /tmp/perf-PID.map --callers NAME [TOP] # who calls NAME
//
// A name starts with '*' for optimised code, '^' for baseline code, '~' for the interpreter. The PID is
// the one valgrind prints (==PID==). Code V8 moved or freed during the run may be misnamed: the map keeps
// every range it ever gave.
import fs from 'node:fs';
import readline from 'node:readline';

const [, , cgFile, mapFile, ...rest] = process.argv;
if (cgFile === undefined || mapFile === undefined) {
  console.error('usage: node scripts/callgrindJit.mjs CALLGRIND_OUT PERF_MAP [TOP] | [--callers NAME [TOP]]');
  process.exit(2);
}
const callers = rest[0] === '--callers' ? rest[1] : undefined;
const top = Number((callers === undefined ? rest[0] : rest[2]) ?? 60);

const ranges = fs
  .readFileSync(mapFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const m = /^([0-9a-f]+) ([0-9a-f]+) (.*)$/.exec(line);
    if (m === null) throw new Error(`${mapFile}: not a perf map line: ${line}`);
    return [parseInt(m[1], 16), parseInt(m[2], 16), m[3]];
  })
  .sort((a, b) => a[0] - b[0]);

/** The JIT function holding `addr`, or undefined. */
function jitName(addr) {
  let lo = 0;
  let hi = ranges.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid][0] <= addr) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found >= 0 && addr < ranges[found][0] + ranges[found][1] ? ranges[found][2] : undefined;
}

const totals = new Map();
let ob = '';
let fn = '';
let cfn = '';
let callLine = false;
let calls = 0;
for await (const line of readline.createInterface({ input: fs.createReadStream(cgFile) })) {
  if (line.startsWith('ob=')) ob = line.slice(3).split('/').pop();
  else if (line.startsWith('fn=')) fn = line.slice(3);
  else if (line.startsWith('cfn=')) cfn = line.slice(4);
  else if (line.startsWith('calls=')) {
    calls = Number(line.slice(6).split(' ')[0]);
    callLine = true;
  } else if (line.startsWith('0x')) {
    const [addr, , cost] = line.split(' ');
    const caller = fn.startsWith('0x') ? (jitName(parseInt(addr, 16)) ?? `[${ob}]`) : `${fn} [${ob}]`;
    if (callLine) {
      // the cost line of a call: inclusive cost of the callee, counted for --callers only
      callLine = false;
      if (callers !== undefined && cfn.includes(callers)) {
        const t = totals.get(caller) ?? [0, 0];
        t[0] += calls;
        t[1] += Number(cost);
        totals.set(caller, t);
      }
    } else if (callers === undefined) totals.set(caller, (totals.get(caller) ?? 0) + Number(cost));
  } else callLine = false;
}

if (callers === undefined) {
  const rows = [...totals].sort((a, b) => b[1] - a[1]);
  console.log(`total ${rows.reduce((s, r) => s + r[1], 0)} instructions`);
  for (const [name, n] of rows.slice(0, top)) console.log(String(n).padStart(13), name.slice(0, 150));
} else {
  console.log('calls, inclusive instructions, caller');
  for (const [name, [c, n]] of [...totals].sort((a, b) => b[1][1] - a[1][1]).slice(0, top)) console.log(String(c).padStart(9), String(n).padStart(13), name.slice(0, 140));
}
