import { pino } from 'pino';
import type { Logger } from './logger.js';

/**
 * The logger of a process without HTTP (the worker, operator commands): pino at `LOG_LEVEL`,
 * the same JSON lines as the API's, errors serialised with their message and stack under `err`.
 * On stderr for a process whose stdout carries something else (the stdio MCP server's protocol).
 */
export function createProcessLogger(level: string, name: string, stream: 'stdout' | 'stderr' = 'stdout'): Logger {
  const options = { level, base: { process: name } };
  return stream === 'stdout' ? pino(options) : pino(options, pino.destination(2));
}
