import { ConfigError } from './config';
import { StartupError } from './errors';

/**
 * Runs a command-line tool (`replay`, `demo`, `bench`) and ends the process with its real exit
 * code: what `main` answers, or 1 when it throws. The exit is explicit, so neither a connection a
 * library left open nor an exit hook a library registered can keep the process alive or change
 * the code that operators and CI read.
 */
export async function runCommandLine(name: string, main: () => Promise<number>): Promise<never> {
  let code: number;
  try {
    code = await main();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof StartupError) console.error(error.message);
    else console.error(`${name} failed:`, error);
    code = 1;
  }
  process.exit(code);
}
