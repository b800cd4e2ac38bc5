import { InvalidInputError } from '../errors/InvalidInputError';
import { SchedlabError } from '../errors/SchedlabError';
import { batsim } from './batsim';
import { compare } from './compare';
import { generate } from './generate';
import { reproduce } from './reproduce';
import { study } from './study';
import { simulate } from './simulate';
import { systemErrorLine } from './systemErrorLine';
import { UsageError } from './UsageError';
import { VERSION } from '../version';
import { worker } from './worker';
import type { CliIo } from './CliIo';

export type { CliIo } from './CliIo';

type Command = (argv: readonly string[], io: CliIo) => Promise<number>;

const printing =
  (run: (argv: readonly string[]) => string | Promise<string>): Command =>
  async (argv, io) => {
    io.out(await run(argv));
    return 0;
  };

const COMMANDS: Record<string, Command> = {
  simulate: printing(simulate),
  compare: printing(compare),
  generate: printing(generate),
  reproduce,
  worker,
  batsim,
  study: printing(study),
};

const MAIN_HELP = `Usage: schedlab <command> [options]

Energy-aware HPC scheduling research: simulate clusters whose servers power off and on,
malleable and rigid jobs, tunable policies.

Commands:
  generate   draw a job set from a workload model (Google-like of Dupont 2020, Lublin-Feitelson, Downey) as JSON or SWF
  simulate   run one simulation of a job set (JSON), trace (SWF) or Batsim workload under a policy
  compare    run the ten setups of Dupont et al. 2020 on the same job sets
  reproduce  reproduce a paper end to end: dupont2020, franke2007 or chhabra2019 (training, tables, figures, report)
  worker     evaluate the chunks of a distributed run from a Redis queue (see docs/distributed.md)
  batsim     serve Batsim as its decision process with a schedlab policy (see docs/batsim.md)
  study      study shutdown: shutdown rules and energy-aware backfilling on trace windows (see docs/energy.md)

Run "schedlab <command> --help" for the options of a command; "schedlab --version" prints the version.
`;

/** Runs the CLI; resolves to the exit code. Results go to `io.out`, progress and errors to `io.err`. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    (command === undefined ? io.err : io.out)(MAIN_HELP);
    return command === undefined ? 2 : 0;
  }
  if (command === '--version' || command === '-V') {
    io.out(`schedlab ${VERSION}\n`);
    return 0;
  }
  const cmd = COMMANDS[command];
  if (cmd === undefined) {
    io.err(`schedlab: unknown command "${command}"; expected one of ${Object.keys(COMMANDS).join(', ')}\n`);
    return 2;
  }
  try {
    return await cmd(rest, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`schedlab ${e.message}\n`);
      return 2;
    }
    if (e instanceof InvalidInputError) {
      // bad input (a job that does not fit --servers, a malformed trace line): like a bad flag
      io.err(`schedlab ${command}: ${e.message}\n`);
      return 2;
    }
    if (e instanceof SchedlabError) {
      io.err(`schedlab ${command}: ${e.name}: ${e.message}\n`);
      return 1;
    }
    const io1 = systemErrorLine(e); // a full disk, a read-only directory: one line naming the file
    if (io1 !== undefined) {
      io.err(`schedlab ${command}: ${io1}\n`);
      return 1;
    }
    throw e;
  }
}
