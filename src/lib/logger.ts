/** The logging calls domain code makes; Fastify's pino logger and the CLIs' console logger fit it. */
export interface Logger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
