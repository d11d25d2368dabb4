/** The pool of range checkers: a checker whose core is busier, or whose ranges are harder, takes fewer ranges. */
import type { RangeChecker, RangeProgress, RangeReport, RangeRequest } from './rangeCheck';

export interface RangeDone {
  report: RangeReport;
  /** the checker that holds the range's keys (to ask which of them other ranges repeat) */
  checker: RangeChecker;
}

interface Job {
  request: RangeRequest;
  onProgress: (progress: RangeProgress) => void;
  resolve: (done: RangeDone) => void;
  reject: (e: unknown) => void;
}

/**
 * Hands the ranges of a file to the checkers of a pool as they free up, in file order; a range the
 * merge waits for (checked again) goes before the rest.
 */
export class RangeQueue {
  private readonly waiting: Job[] = [];

  constructor(private readonly free: RangeChecker[]) {}

  /** Checks the range on the next free checker; `first`: before the ranges still waiting. */
  check(request: RangeRequest, onProgress: (progress: RangeProgress) => void, first = false): Promise<RangeDone> {
    return new Promise<RangeDone>((resolve, reject) => {
      const job = { request, onProgress, resolve, reject };
      if (first) this.waiting.unshift(job);
      else this.waiting.push(job);
      this.next();
    });
  }

  /** A range no longer needed: taken out if it has not started (a started one runs to its end, unheeded). */
  drop(start: number) {
    const k = this.waiting.findIndex((job) => job.request.start === start);
    if (k >= 0) this.waiting.splice(k, 1);
  }

  /** The ranges still waiting will not be needed: a file problem ended the file before them, or the check is over. */
  clear() {
    this.waiting.length = 0;
  }

  private next() {
    while (this.free.length > 0 && this.waiting.length > 0) {
      const checker = this.free.shift()!;
      const job = this.waiting.shift()!;
      // a checker that failed takes no more ranges
      checker.check(job.request, job.onProgress).then((report) => {
        this.free.push(checker);
        job.resolve({ report, checker });
        this.next();
      }, job.reject);
    }
  }
}
