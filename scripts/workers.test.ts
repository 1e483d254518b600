import { describe, expect, it } from 'vitest';
import { ALLOCATOR_DEFAULTS, allocatorEnvironment } from './workers.ts';

describe("the server processes' allocator settings", () => {
  it('are two arenas and a fixed 32 KiB mmap threshold', () => {
    expect(ALLOCATOR_DEFAULTS).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' });
  });

  it('are given to a server process when the environment does not set them', () => {
    expect(allocatorEnvironment({})).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' });
  });

  it('leave a value the environment sets', () => {
    expect(allocatorEnvironment({ MALLOC_ARENA_MAX: '4' })).toEqual({ MALLOC_MMAP_THRESHOLD_: '32768' });
    expect(allocatorEnvironment({ MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '65536' })).toEqual({});
  });
});
