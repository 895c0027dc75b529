/** A mistake in how a command was called: its message and the usage are printed, exit status 2. */
export class UsageError extends Error {}

/**
 * Runs an operator command's `main`: a usage error prints its message and the usage and exits 2;
 * any other error prints its message (never a stack) and exits 1; a number returned is the exit
 * status, otherwise the process ends on its own (with `process.exitCode` if `main` set one).
 */
export function runCommand(main: () => Promise<number> | Promise<void>, usage: string): void {
  main().then(
    (code) => {
      if (typeof code === 'number') process.exit(code);
    },
    (error: unknown) => {
      if (error instanceof UsageError) {
        console.error(`${error.message}\n\n${usage}`);
        process.exit(2);
      }
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
