/** The end of an exhaustive switch: a new case the code does not handle fails to compile. */
export function assertNever(value: never): never {
  throw new Error(`unexpected value ${JSON.stringify(value)}`);
}
