import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limit.js';

function clockAt(start: number) {
  const clock = { now: start, advance: (ms: number) => (clock.now += ms) };
  return clock;
}

describe('memory rate limiter (rolling 60 s window)', () => {
  it('lets the 60th request through and refuses the 61st inside the window', async () => {
    const clock = clockAt(1_000_000);
    const limiter = createMemoryRateLimiter({ now: () => clock.now });
    for (let i = 0; i < 60; i += 1) {
      expect(await limiter.consume('k', 60)).toBe(true);
      clock.advance(100);
    }
    expect(await limiter.consume('k', 60)).toBe(false);
  });

  it('allows a request as soon as the oldest one leaves the window, not before', async () => {
    const clock = clockAt(0);
    const limiter = createMemoryRateLimiter({ now: () => clock.now });
    expect(await limiter.consume('k', 2)).toBe(true); // t = 0
    clock.advance(30_000);
    expect(await limiter.consume('k', 2)).toBe(true); // t = 30 s
    clock.advance(29_999);
    expect(await limiter.consume('k', 2)).toBe(false); // t = 59.999 s: both still inside
    clock.advance(1);
    expect(await limiter.consume('k', 2)).toBe(true); // t = 60 s: the first has left
    expect(await limiter.consume('k', 2)).toBe(false); // the 30 s and 60 s requests fill it
  });

  it('is rolling, not a fixed minute: a burst at the end of one minute blocks the start of the next', async () => {
    const clock = clockAt(59_000);
    const limiter = createMemoryRateLimiter({ now: () => clock.now });
    for (let i = 0; i < 3; i += 1) expect(await limiter.consume('k', 3)).toBe(true);
    clock.advance(2_000); // t = 61 s, a new clock minute
    expect(await limiter.consume('k', 3)).toBe(false);
  });

  it('does not count refused requests', async () => {
    const clock = clockAt(0);
    const limiter = createMemoryRateLimiter({ now: () => clock.now });
    expect(await limiter.consume('k', 1)).toBe(true);
    for (let i = 0; i < 10; i += 1) {
      clock.advance(5_000);
      expect(await limiter.consume('k', 1)).toBe(false);
    }
    clock.advance(10_000); // t = 60 s
    expect(await limiter.consume('k', 1)).toBe(true);
  });

  it('counts each key separately, with its own limit', async () => {
    const limiter = createMemoryRateLimiter({ now: () => 0 });
    expect(await limiter.consume('a', 1)).toBe(true);
    expect(await limiter.consume('a', 1)).toBe(false);
    expect(await limiter.consume('b', 2)).toBe(true);
    expect(await limiter.consume('b', 2)).toBe(true);
    expect(await limiter.consume('b', 2)).toBe(false);
  });
});
