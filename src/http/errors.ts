/**
 * The few error classes services throw. One error handler (error-handler.ts) maps them to
 * a status and `{ error }`; their messages are written for the integrator.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: 'Missing API key' | 'Invalid API key' | 'API key expired') {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(scope: string) {
    super(403, `Forbidden: ${scope} required`);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

export class RateLimitedError extends AppError {
  constructor() {
    super(429, 'Rate limit exceeded');
  }
}
