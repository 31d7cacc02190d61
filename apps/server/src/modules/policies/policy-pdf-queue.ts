/**
 * Prints approved subscriptions' PDFs after the approval has answered (ADR 0037): printing takes
 * seconds, approving should not. In process and in memory on purpose: a job lost to a restart
 * costs nothing, because the PDF call makes a missing document on demand.
 */
export interface PolicyPdfJob {
  policyId: string;
  /** Prints and stores the document; throws when it could not. */
  run(): Promise<void>;
}

export interface PolicyPdfQueueOptions {
  /** Documents printed at once: the PDF engine keeps a small pool of pages. */
  concurrency?: number;
  /** Tries per document: a failure is tried once more, then left to the on-demand print. */
  attempts?: number;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

export interface PolicyPdfQueue {
  /** Queues a print; a subscription already waiting is not queued twice. */
  enqueue(job: PolicyPdfJob): void;
  /** Resolves when nothing is waiting or printing (tests, and closing). */
  whenIdle(): Promise<void>;
  /**
   * Takes no new jobs, drops those not started and waits for those printing, so a stopping server
   * leaves none half-stored and its stop stays short; the dropped ones are made when first opened.
   */
  close(): Promise<void>;
}

export function createPolicyPdfQueue({
  concurrency = 2,
  attempts = 2,
  log,
}: PolicyPdfQueueOptions): PolicyPdfQueue {
  const waiting: PolicyPdfJob[] = [];
  const queuedIds = new Set<string>();
  let running = 0;
  let isClosed = false;
  let idleWaiters: (() => void)[] = [];

  function settleIfIdle() {
    if (running > 0 || waiting.length > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  async function print(job: PolicyPdfJob) {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        await job.run();
        return;
      } catch (error) {
        const details = { err: error, policyId: job.policyId, attempt };
        if (attempt < attempts) log.warn(details, 'policy PDF failed; trying again');
        else log.error(details, 'policy PDF failed; it will be made when first opened');
      }
    }
  }

  function next() {
    while (running < concurrency && waiting.length > 0) {
      const job = waiting.shift() as PolicyPdfJob;
      running++;
      // `print` never rejects; the catch is for a logger that throws, so nothing can crash the process.
      void print(job)
        .catch(() => {})
        .finally(() => {
          running--;
          queuedIds.delete(job.policyId);
          next();
          settleIfIdle();
        });
    }
  }

  return {
    enqueue(job) {
      if (isClosed || queuedIds.has(job.policyId)) return;
      queuedIds.add(job.policyId);
      waiting.push(job);
      next();
    },
    whenIdle() {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    async close() {
      isClosed = true;
      for (const job of waiting.splice(0)) queuedIds.delete(job.policyId);
      settleIfIdle();
      await this.whenIdle();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The approved subscriptions' PDFs printing in the background (tests wait on `whenIdle`). */
    policyPdfs: Pick<PolicyPdfQueue, 'whenIdle' | 'close'>;
  }
}
