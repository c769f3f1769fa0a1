import type { JobRunner } from '../../platform/jobs/jobs.js';
import type { DepositService } from './payments.deposits.service.js';

/** Pending deposit orders past their channel's minutes become expired (every minute). */
export async function depositJobs(runner: JobRunner, deposits: DepositService): Promise<void> {
  await runner.every('payments-deposits-expire', '* * * * *', () => deposits.expireOverdue());
}
