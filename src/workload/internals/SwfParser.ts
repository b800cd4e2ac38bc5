import type { RigidJob } from '../../engine/Job';
import { InvalidInputError } from '../../errors/InvalidInputError';
import type { SwfHeader } from '../SwfHeader';
import type { SwfOptions } from '../SwfOptions';
import { SWF_FIELDS, type SwfRecord } from '../SwfRecord';
import type { SwfRejection, SwfTrace } from '../SwfTrace';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Entry = { key: string; value: string; line: number };

const TEXT_KEYS: Record<string, keyof SwfHeader> = {
  version: 'version',
  computer: 'computer',
  installation: 'installation',
  acknowledge: 'acknowledge',
  information: 'information',
  conversion: 'conversion',
  preemption: 'preemption',
  timezonestring: 'timeZoneString',
  starttime: 'startTime',
  endtime: 'endTime',
  allowoveruse: 'allowOveruse',
};
const NUMBER_KEYS: Record<string, keyof SwfHeader> = {
  maxjobs: 'maxJobs',
  maxrecords: 'maxRecords',
  unixstarttime: 'unixStartTime',
  timezone: 'timeZone',
  maxnodes: 'maxNodes',
  maxprocs: 'maxProcs',
  maxruntime: 'maxRuntime',
  maxmemory: 'maxMemory',
  maxqueues: 'maxQueues',
  maxpartitions: 'maxPartitions',
};
const KEY_LINE = /^[ \t]?([A-Za-z][A-Za-z0-9]*):(.*)$/;

/** Longest line accepted (characters): SWF lines are about 100; a longer one is not a trace line. */
export const MAX_SWF_LINE = 65_536;

function fail(where: string, message: string): never {
  throw new InvalidInputError(`${where}: ${message}`);
}

/** Checked, defaulted form of {@link SwfOptions}. */
interface Settings {
  readonly status: 'any' | ReadonlySet<number>;
  readonly processors: 'allocated' | 'requested';
  readonly missingEstimate: 'runtime' | 'reject' | number;
  readonly maxProcessors: number | undefined;
  readonly malformed: 'throw' | 'reject';
  readonly records: boolean;
  readonly source: string;
  readonly queues: boolean;
}

function settings(o: SwfOptions): Settings {
  const where = 'SWF options';
  const status = o.status ?? 'any';
  let statusSet: 'any' | ReadonlySet<number>;
  if (status === 'any') statusSet = 'any';
  else if (status === 'completed') statusSet = new Set([1]);
  else if (Array.isArray(status) && status.every((s) => Number.isInteger(s))) statusSet = new Set(status);
  else fail(where, `status must be 'any', 'completed' or an array of integer statuses, got ${JSON.stringify(status)}`);
  const processors = o.processors ?? 'allocated';
  if (processors !== 'allocated' && processors !== 'requested') {
    fail(where, `processors must be 'allocated' or 'requested', got ${JSON.stringify(processors)}`);
  }
  const est = o.missingEstimate ?? 'runtime';
  if (!(est === 'runtime' || est === 'reject' || (typeof est === 'number' && Number.isFinite(est) && est > 0))) {
    fail(where, `missingEstimate must be 'runtime', 'reject' or a finite number > 0 (seconds), got ${JSON.stringify(est)}`);
  }
  const max = o.maxProcessors;
  if (max !== undefined && !(Number.isInteger(max) && max >= 1)) fail(where, `maxProcessors must be an integer >= 1, got ${String(max)}`);
  const malformed = o.malformed ?? 'throw';
  if (malformed !== 'throw' && malformed !== 'reject') fail(where, `malformed must be 'throw' or 'reject', got ${JSON.stringify(malformed)}`);
  if (o.queues !== undefined && typeof o.queues !== 'boolean') fail(where, `queues must be a boolean, got ${JSON.stringify(o.queues)}`);
  return { status: statusSet, processors, missingEstimate: est, maxProcessors: max, malformed, records: o.records === true, source: o.source ?? 'swf', queues: o.queues === true };
}

/**
 * Line-by-line SWF reader shared by `parseSwf` (strings, async iterables) and `readSwf`
 * (streams): feed every line in order with `push`, then call `finish`.
 */
export class SwfParser {
  private readonly s: Settings;
  private lineNo = 0;
  private readonly entries: Entry[] = [];
  private readonly jobs: RigidJob[] = [];
  private readonly rejected: SwfRejection[] = [];
  private readonly records: SwfRecord[] = [];
  private readonly seen = new Map<number, number>();
  private limit: number | undefined;
  private firstJobLine: number | undefined;
  private limitResolved = false;
  private readonly fields = new Float64Array(18);

  constructor(options: SwfOptions = {}) {
    this.s = settings(options);
  }

  push(raw: string): void {
    const line = ++this.lineNo;
    if (raw.length > MAX_SWF_LINE) throw new InvalidInputError(`${this.s.source}: line ${line} is longer than ${MAX_SWF_LINE} characters: not an SWF trace`);
    const text = raw.trim(); // also drops a UTF-8 byte-order mark
    if (text === '') return;
    if (text.startsWith(';')) return this.header(raw.slice(raw.indexOf(';') + 1), line);
    if (this.firstJobLine === undefined) this.firstJobLine = line;
    this.job(text, line);
  }

  private header(body: string, line: number): void {
    const m = KEY_LINE.exec(body.replace(/\s+$/, ''));
    if (m !== null) {
      if (this.firstJobLine !== undefined) {
        throw new InvalidInputError(
          `${this.s.source}: line ${line}: header field "${m[1]}" after the first job (line ${this.firstJobLine}); header lines must come first, since they set the machine size used to filter jobs`,
        );
      }
      this.entries.push({ key: m[1]!, value: m[2]!.trim(), line });
      return;
    }
    const more = body.trim();
    const last = this.entries[this.entries.length - 1];
    if (more !== '' && last !== undefined) last.value = last.value === '' ? more : `${last.value}\n${more}`;
  }

  private machineLimit(): number | undefined {
    if (!this.limitResolved) {
      this.limitResolved = true;
      const h = this.headerObject();
      this.limit = this.s.maxProcessors ?? h.maxProcs ?? h.maxNodes;
    }
    return this.limit;
  }

  private job(text: string, line: number): void {
    const where = `${this.s.source}: line ${line}`;
    const tokens = text.split(/\s+/);
    const f = this.fields;
    let bad: string | undefined;
    if (tokens.length !== 18) bad = `expected 18 whitespace-separated fields, got ${tokens.length}`;
    else {
      for (let k = 0; k < 18; k++) {
        const v = Number(tokens[k]);
        if (!Number.isFinite(v)) {
          bad = `field ${k + 1} (${SWF_FIELDS[k]}) is not a number: ${JSON.stringify(tokens[k])}`;
          break;
        }
        f[k] = v;
      }
    }
    if (bad !== undefined) {
      if (this.s.malformed === 'throw') fail(where, `malformed job line: ${bad}`);
      const n = Number(tokens[0]);
      this.rejected.push({ line, jobNumber: Number.isFinite(n) ? n : undefined, reason: `malformed job line: ${bad}` });
      return;
    }
    const rec = { line } as Mutable<SwfRecord>;
    for (let k = 0; k < 18; k++) rec[SWF_FIELDS[k]!] = f[k] as number;
    if (this.s.records) this.records.push(rec);
    const reason = this.convert(rec);
    if (reason !== undefined) this.rejected.push({ line, jobNumber: rec.jobNumber, reason });
  }

  /** Turns a well-formed record into a job; returns the rejection reason instead when it cannot. */
  private convert(r: SwfRecord): string | undefined {
    const s = this.s;
    if (s.status !== 'any' && !s.status.has(r.status)) {
      return `status ${r.status} (field 11) is not among the kept statuses [${[...s.status].join(', ')}]`;
    }
    if (r.submitTime < 0) return `submit time ${r.submitTime} (field 2) is unknown or negative`;
    if (r.runTime <= 0) return r.runTime === -1 ? 'run time (field 4) is unknown (-1)' : `run time ${r.runTime} (field 4) is not > 0`;
    const [first, second] = s.processors === 'allocated' ? [r.allocatedProcessors, r.requestedProcessors] : [r.requestedProcessors, r.allocatedProcessors];
    const processors = first > 0 ? first : second;
    if (!(processors > 0)) return 'processors unknown: allocated (field 5) and requested (field 8) are both -1 or <= 0';
    if (!Number.isInteger(processors)) return `processor count ${processors} is not an integer`;
    const limit = this.machineLimit();
    if (limit !== undefined && processors > limit) return `${processors} processors is wider than the machine (${limit} processors)`;
    let estimate = r.requestedTime;
    if (!(estimate > 0)) {
      if (s.missingEstimate === 'reject') return `requested time ${r.requestedTime} (field 9) is unknown or not > 0`;
      estimate = s.missingEstimate === 'runtime' ? r.runTime : s.missingEstimate;
    }
    const prev = this.seen.get(r.jobNumber);
    if (prev !== undefined) return `duplicate job number ${r.jobNumber} (first on line ${prev})`;
    this.seen.set(r.jobNumber, r.line);
    const job: Mutable<RigidJob> = { kind: 'rigid', id: String(r.jobNumber), submit: r.submitTime, processors, runtime: r.runTime, estimate };
    if (r.userId >= 0) job.user = r.userId;
    if (r.groupId >= 0) job.group = r.groupId;
    if (s.queues) {
      if (r.queue >= 0) job.queue = r.queue;
      if (r.partition >= 0) job.partition = r.partition;
    }
    this.jobs.push(job);
    return undefined;
  }

  private headerObject(): SwfHeader {
    const h: Mutable<SwfHeader> = {
      version: undefined, computer: undefined, installation: undefined, acknowledge: undefined,
      information: undefined, conversion: undefined, maxJobs: undefined, maxRecords: undefined,
      preemption: undefined, unixStartTime: undefined, timeZone: undefined, timeZoneString: undefined,
      startTime: undefined, endTime: undefined, maxNodes: undefined, maxProcs: undefined,
      maxRuntime: undefined, maxMemory: undefined, allowOveruse: undefined, maxQueues: undefined,
      maxPartitions: undefined, notes: [], queues: [], partitions: [],
      entries: this.entries.map((e) => ({ ...e })),
    };
    const notes: string[] = [];
    const queues: string[] = [];
    const partitions: string[] = [];
    const record = h as unknown as Record<string, unknown>;
    for (const e of this.entries) {
      const k = e.key.toLowerCase();
      if (k === 'note') notes.push(e.value);
      else if (k === 'queue') queues.push(e.value);
      else if (k === 'partition') partitions.push(e.value);
      else if (TEXT_KEYS[k] !== undefined) record[TEXT_KEYS[k]] = e.value;
      else if (NUMBER_KEYS[k] !== undefined) {
        const v = Number.parseFloat(e.value);
        record[NUMBER_KEYS[k]] = Number.isFinite(v) && v !== -1 ? v : undefined;
      }
    }
    h.notes = notes;
    h.queues = queues;
    h.partitions = partitions;
    return h;
  }

  finish(): SwfTrace {
    const header = this.headerObject();
    const out: SwfTrace = { header, jobs: this.jobs, rejected: this.rejected };
    return this.s.records ? { ...out, records: this.records } : out;
  }
}
