import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { batsimPlatformPower } from '../../src/batsim/index';
import { InvalidInputError } from '../../src/errors/index';

// Issue 38: the power model of a Batsim energy platform read from the file, so its sleep states are written once.
const TWO = readFileSync(join(import.meta.dirname, '..', '..', 'scripts', 'batsimTwoSleepStates.xml'), 'utf8');
const host = (id: string, speed: string, watts: string, sleep?: string) =>
  `<host id="${id}" speed="${speed}"><prop id="wattage_per_state" value="${watts}" />${sleep === undefined ? '' : `<prop id="sleep_pstates" value="${sleep}" />`}</host>`;
const platform = (...hosts: string[]) => `<?xml version='1.0'?><platform version="4"><zone id="z" routing="Full">${hosts.join('\n')}</zone></platform>`;

describe('batsimPlatformPower', () => {
  it("reads scripts/batsimTwoSleepStates.xml's hosts: 13 computing pstates and two sleep states (hand-read from the file)", () => {
    const p = batsimPlatformPower(TWO);
    expect(p.hostSpeed).toBe(1e8);
    expect(p.pstates).toEqual({ computing: 0, sleeping: [13, 16], dvfs: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] });
    const m = p.power;
    expect([m.idle, m.computing, m.off, m.switchingOff, m.switchingOn]).toEqual([95, 190.738, 9.75, 100.99672131147543, 125.1743848996832]);
    // 1 flop at 0.1639344262295082 flop/s and at 0.006599788806758183 flop/s
    expect(m.switchOffDuration).toBeCloseTo(6.1, 12);
    expect(m.switchOnDuration).toBeCloseTo(151.52, 10);
    expect(m.pstates).toHaveLength(13);
    expect(m.pstates![6]).toEqual({ speed: 0.6878048780487805, idle: 95, computing: 146.92 });
    expect(m.sleepStates).toHaveLength(2);
    expect(m.sleepStates![1]).toEqual({ off: 50, switchingOff: 97, switchOffDuration: 2, switchingOn: 110, switchOnDuration: 25 });
  });

  it('sleep pstates first (pybatsim-style "0:1:2"), one computing pstate: the computing pstate is the first other one; no pstates list', () => {
    const p = batsimPlatformPower(platform(host('m', '100Mf', '100:100:200'), host('a', '1e-9Mf, 1f, 0.25f, 2Gf', '5:5:5, 50:50:50, 60:60:60, 90:90:180', '0:1:2'), host('b', '1e-9Mf, 1f, 0.25f, 2Gf', '5:5:5, 50:50:50, 60:60:60, 90:90:180', '0:1:2')));
    expect(p.pstates).toEqual({ computing: 3, sleeping: [0], dvfs: [3] });
    expect(p.hostSpeed).toBe(2e9);
    expect(p.power).toEqual({ idle: 90, computing: 180, off: 5, switchingOff: 50, switchOffDuration: 1, switchingOn: 60, switchOnDuration: 4 });
  });

  it('refuses what it cannot read, naming the host and property', () => {
    const bad = (xml: string, re: RegExp, options = {}) => {
      expect(() => batsimPlatformPower(xml, options)).toThrow(InvalidInputError);
      expect(() => batsimPlatformPower(xml, options)).toThrow(re);
    };
    bad(platform(host('m', '100Mf', '100:100:200')), /no host has a sleep_pstates property \(not a Batsim energy platform\)/);
    bad(TWO, /no host "host9"/, { host: 'host9' });
    bad(TWO, /unknown option/i, { hosts: 'host0' });
    bad(platform(host('a', '1Mf, 1f, 1f', '1:1, 2:2, 3:3', '1:2:0'), host('b', '1Mf, 1f, 2f', '1:1, 2:2, 3:3', '1:2:0')), /hosts "a" and "b" differ in speed, wattage_per_state or sleep_pstates/);
    bad(platform(host('a', '1Mf, fast, 1f', '1:1, 2:2, 3:3', '1:2:0')), /host "a": speed "fast" is not a positive flop rate/);
    bad(platform(host('a', '1Mf, 1f, 1f', '1:1, 2:2', '1:2:0')), /host "a": wattage_per_state "1:1, 2:2" must give one idle:one-core:all-cores \(or idle:busy\) triple of watts >= 0 per pstate of its speed \(3\)/);
    bad(platform(host('a', '1Mf, 1f, 1f', '1:1, 2:2, 3:3', '1-2-0')), /host "a": sleep_pstates "1-2-0" must be sleep:off:on pstate triples separated by commas/);
    bad(platform(host('a', '1Mf, 1f, 1f', '1:1, 2:2, 3:3', '1:2:3')), /names pstate 3 beyond the host's 3 pstates \(0\.\.2\)/);
    bad(platform(host('a', '1Mf, 1f, 1f', '1:1, 2:2, 3:3', '1:2:1')), /names pstate 1 twice/);
    bad(platform(host('a', '1f, 1f, 1f', '1:1, 2:2, 3:3', '1:2:0')), /every pstate is a sleep or transition pstate/);
  });
});
