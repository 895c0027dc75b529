/**
 * The few error classes domain code throws. They know nothing of HTTP: the HTTP layer's error
 * handler (src/http/error-handler.ts) maps each class to a status, and the MCP server to a tool
 * error. Messages are written for the integrator and shown as they are.
 */
export class DomainError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** Input that passed the schema but breaks a rule (unknown reference, inconsistent fields). */
export class ValidationError extends DomainError {}

export class UnauthorizedError extends DomainError {
  constructor(message: 'Missing API key' | 'Invalid API key' | 'API key expired') {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(scope: string) {
    super(`Forbidden: ${scope} required`);
  }
}

/** Absent, or hidden from the caller: both read the same, so hidden records stay secret. */
export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(message);
  }
}

/** The request is valid but the record's state forbids it (duplicate, illegal transition). */
export class ConflictError extends DomainError {}

export class RateLimitedError extends DomainError {
  constructor() {
    super('Rate limit exceeded');
  }
}

/** A capability the deployment has not configured (semantic search without a provider). */
export class UnavailableError extends DomainError {}

/**
 * A dependency the deployment has configured does not answer (the embeddings provider refused,
 * timed out, failed after retries or returned vectors of the wrong length). The message tells the
 * client what to do instead; `cause` keeps the provider's error for the log.
 */
export class EmbeddingsUnavailableError extends UnavailableError {}
