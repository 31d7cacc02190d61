import { describe, expect, it, vi } from 'vitest';
import { createPolicyPdfQueue, type PolicyPdfJob } from './policy-pdf-queue';

const quietLog = () => ({ warn: vi.fn(), error: vi.fn() });

/** A job that finishes when the test says so, recording that it started. */
function heldJob(policyId: string, started: string[]) {
  let finish: (error?: Error) => void = () => {};
  const job: PolicyPdfJob = {
    policyId,
    run: () =>
      new Promise<void>((resolve, reject) => {
        started.push(policyId);
        finish = (error) => (error ? reject(error) : resolve());
      }),
  };
  return { job, finish: (error?: Error) => finish(error) };
}

describe('policies: the background PDF queue', () => {
  it('prints two at a time, the next starting when one ends, and is idle when all are done', async () => {
    const started: string[] = [];
    const queue = createPolicyPdfQueue({ concurrency: 2, log: quietLog() });
    const jobs = ['a', 'b', 'c'].map((id) => heldJob(id, started));
    for (const { job } of jobs) queue.enqueue(job);
    expect(started).toEqual(['a', 'b']);
    jobs[0]?.finish();
    await vi.waitFor(() => expect(started).toEqual(['a', 'b', 'c']));
    let idle = false;
    void queue.whenIdle().then(() => {
      idle = true;
    });
    jobs[1]?.finish();
    jobs[2]?.finish();
    await vi.waitFor(() => expect(idle).toBe(true));
  });

  it('tries a failed print once more, then logs it and goes on without throwing', async () => {
    const log = quietLog();
    const queue = createPolicyPdfQueue({ log });
    const run = vi.fn(async () => {
      throw new Error('printer on fire');
    });
    queue.enqueue({ policyId: 'a', run });
    await queue.whenIdle();
    expect(run).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ policyId: 'a' }), expect.any(String));
  });

  it('queues a subscription once while it waits', async () => {
    const queue = createPolicyPdfQueue({ concurrency: 1, log: quietLog() });
    const run = vi.fn(async () => {});
    queue.enqueue({ policyId: 'a', run });
    queue.enqueue({ policyId: 'a', run });
    await queue.whenIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('on close, finishes the prints running, drops the waiting ones and takes no more', async () => {
    const started: string[] = [];
    const queue = createPolicyPdfQueue({ concurrency: 1, log: quietLog() });
    const running = heldJob('a', started);
    queue.enqueue(running.job);
    queue.enqueue(heldJob('b', started).job);
    let closed = false;
    const closing = queue.close().then(() => {
      closed = true;
    });
    queue.enqueue(heldJob('c', started).job);
    await Promise.resolve();
    expect(closed).toBe(false);
    running.finish();
    await closing;
    expect(started).toEqual(['a']);
  });
});
