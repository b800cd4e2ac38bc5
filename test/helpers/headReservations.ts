import type { ClusterView, Decision, Job, Policy } from '../../src/engine/index';

/** The head job at one scheduling point and its reservation (issue 38: energyBackfilling's promise). */
export interface HeadRecord {
  readonly job: string;
  readonly at: number;
  /** The earliest time enough servers are idle, sleepers counted at their earliest readiness. */
  readonly reservation: number;
}

/** What a run of {@link recordingHeads} saw: head reservations, switch-ons, starts. */
export interface HeadLedger {
  readonly heads: HeadRecord[];
  /** Per server, its switch-ons: when decided and when the server is idle after it, by decision time. */
  readonly switchOns: Map<number, { readonly at: number; readonly ready: number }[]>;
  /** Per job, its start time and servers (the last start decided). */
  readonly starts: Map<string, { readonly at: number; readonly servers: readonly number[] }>;
}

/**
 * The head job's EASY reservation, read from the view and the batch of decisions the policy returns,
 * independently of the policy's own code: the first queued job not started now needs `processors`
 * servers; supply comes from the idle servers it leaves, the jobs running or started now (at start +
 * estimate), the servers on their way (`readyAt`) and the sleepers at their earliest readiness (now,
 * or the end of their switch-off, plus the switch-on duration).
 */
export function headReservation(view: ClusterView, out: readonly Decision[]): HeadRecord | undefined {
  const started = new Set<string>();
  const used = new Set<number>();
  for (const d of out) {
    if (d.type === 'start') {
      started.add(d.job);
      for (const s of d.servers) used.add(s);
    }
  }
  let head: Job | undefined;
  for (const j of view.queue) {
    if (!started.has(j.id)) {
      head = j;
      break;
    }
  }
  if (head === undefined || head.kind !== 'rigid') return undefined;
  const now = view.now;
  const supply: [number, number][] = [[now, view.availableServers.filter((s) => !used.has(s)).length]];
  for (const r of view.running) if (r.job.kind === 'rigid') supply.push([Math.max(now, r.start + r.job.estimate), r.servers.length]);
  for (const j of view.queue) if (started.has(j.id) && j.kind === 'rigid') supply.push([now + j.estimate, j.processors]);
  for (let s = 0; s < view.platform.serverCount; s++) {
    const st = view.serverState(s);
    if (st === 'idle' || st === 'computing') continue;
    const ready = view.readyAt(s);
    supply.push([ready < Infinity ? ready : readiness(view, s), 1]);
  }
  supply.sort((a, b) => a[0] - b[0]);
  let acc = 0;
  for (const [t, c] of supply) {
    acc += c;
    if (acc >= head.processors) return { job: head.id, at: now, reservation: t };
  }
  return { job: head.id, at: now, reservation: Infinity };
}

/**
 * When a server switched on now is idle: after its switch-off, if it is switching off, plus the
 * switch-on duration of the sleep state it is in (`view.sleepState`, the model's own without a list).
 */
function readiness(view: ClusterView, s: number): number {
  const power = view.platform.clusters[view.platform.serverCluster[s] as number]!.power;
  const ton = (power.sleepStates?.[view.sleepState?.(s) ?? 0] ?? power).switchOnDuration;
  return (view.serverState(s) === 'switchingOff' ? view.transitionEnd(s) : view.now) + ton;
}

/** `inner` with a ledger of its head jobs' reservations, switch-ons and starts (tests and scripts only). */
export function recordingHeads(inner: Policy): { readonly policy: Policy; readonly ledger: HeadLedger } {
  const ledger: HeadLedger = { heads: [], switchOns: new Map(), starts: new Map() };
  const policy: Policy = {
    name: inner.name,
    decide(view, ctx) {
      const out = inner.decide(view, ctx);
      for (const d of out) {
        if (d.type === 'switchOn') for (const s of d.servers) ledger.switchOns.set(s, [...(ledger.switchOns.get(s) ?? []), { at: view.now, ready: readiness(view, s) }]);
        else if (d.type === 'start') ledger.starts.set(d.job, { at: view.now, servers: d.servers });
      }
      const head = headReservation(view, out);
      if (head !== undefined) ledger.heads.push(head);
      return out;
    },
  };
  return { policy, ledger };
}

/** What the ledger says about the promise: reservations, late starts, late starts on a late switch-on. */
export interface PromiseCount {
  /** Head jobs seen (distinct jobs). */
  readonly headJobs: number;
  /** Head-job reservations recorded (one per scheduling point at which a job was the head). */
  readonly reservations: number;
  /** Reservations after which the job started later than the reservation. */
  readonly late: number;
  /**
   * Of those, the ones where a server the job started on was still switching on at the reservation (a
   * switch-on decided before the start that ends after the reservation: begun later than the
   * reservation minus the switch-on duration). The promise: 0.
   */
  readonly lateSwitchOn: number;
  /** Head jobs that started on a server switched on while they were the head (the promise is not vacuous). */
  readonly wokenFor: number;
  /** The first such reservation, for a message. */
  readonly firstBroken?: HeadRecord;
}

/** Counts, over the ledger, the late starts and the late starts caused by a switch-on begun after the reservation. */
export function countPromise(ledger: HeadLedger): PromiseCount {
  let late = 0;
  let lateSwitchOn = 0;
  const firstSeen = new Map<string, number>();
  for (const h of ledger.heads) if (!firstSeen.has(h.job)) firstSeen.set(h.job, h.at);
  let wokenFor = 0;
  for (const [job, seen] of firstSeen) {
    const start = ledger.starts.get(job);
    if (start !== undefined && start.servers.some((s) => (ledger.switchOns.get(s) ?? []).some((o) => o.at >= seen && o.at <= start.at))) wokenFor++;
  }
  let firstBroken: HeadRecord | undefined;
  for (const h of ledger.heads) {
    const start = ledger.starts.get(h.job);
    if (start === undefined || !(start.at > h.reservation)) continue;
    late++;
    const broken = start.servers.some((s) => (ledger.switchOns.get(s) ?? []).some((o) => o.at <= start.at && o.ready > h.reservation));
    if (broken) {
      lateSwitchOn++;
      firstBroken ??= h;
    }
  }
  const counts = { headJobs: firstSeen.size, reservations: ledger.heads.length, late, lateSwitchOn, wokenFor };
  return firstBroken === undefined ? counts : { ...counts, firstBroken };
}
