import { SchedlabError } from '../errors/SchedlabError';
import { compare, COMPARE_HELP } from './compare';
import { simulate, SIMULATE_HELP } from './simulate';
import { UsageError } from './UsageError';

const COMMANDS: Record<string, { run: (argv: readonly string[]) => string; help: string }> = {
  simulate: { run: simulate, help: SIMULATE_HELP },
  compare: { run: compare, help: COMPARE_HELP },
};

const MAIN_HELP = `Usage: schedlab <command> [options]

Energy-aware HPC scheduling research: simulate clusters whose servers power off and on,
malleable and rigid jobs, tunable policies.

Commands:
  simulate   run one simulation of a job set under a policy
  compare    run the ten setups of Dupont et al. 2020 on the same job sets

Run "schedlab <command> --help" for the options of a command.
`;

/** Runs the CLI; returns the exit code. Output goes to stdout, one-line errors to stderr. */
export function main(argv: readonly string[]): number {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(MAIN_HELP);
    return command === undefined ? 2 : 0;
  }
  const cmd = COMMANDS[command];
  if (cmd === undefined) {
    process.stderr.write(`schedlab: unknown command "${command}"; expected one of ${Object.keys(COMMANDS).join(', ')}\n`);
    return 2;
  }
  try {
    process.stdout.write(cmd.run(rest));
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`schedlab ${e.message}\n`);
      return 2;
    }
    if (e instanceof SchedlabError) {
      process.stderr.write(`schedlab ${command}: ${e.name}: ${e.message}\n`);
      return 1;
    }
    throw e;
  }
}

process.exitCode = main(process.argv.slice(2));
