import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { scriptArgs } from './scripts.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a TypeScript entry point of the project (as `npm run` would, without npm's banner; see scriptArgs). */
export async function runScript(entry: string, args: string[], env: Record<string, string>): Promise<RunResult> {
  const child = spawn(process.execPath, [...scriptArgs(entry), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, stdout, stderr };
}

export function startScript(
  entry: string,
  env: Record<string, string>,
  args: string[] = [],
): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, [...scriptArgs(entry), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return Object.assign(child, { output: () => output });
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function stopProcess(child: ChildProcess): Promise<number | null> {
  // Ended already (by exit or by a signal): its close event has passed, so nothing to wait for.
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const closed = once(child, 'close');
  child.kill('SIGTERM');
  const [code] = (await closed) as [number | null];
  return code;
}
