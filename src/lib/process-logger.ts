import { pino } from 'pino';
import type { Logger } from './logger.js';

/**
 * The logger of a process without HTTP (the worker, operator commands): pino at `LOG_LEVEL`,
 * the same JSON lines as the API's, errors serialised with their message and stack under `err`.
 */
export function createProcessLogger(level: string, name: string): Logger {
  return pino({ level, base: { process: name } });
}
