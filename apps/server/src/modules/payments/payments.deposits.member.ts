import type { DepositListQuery, DepositPageValue, DepositValue, Language } from '@khela/contract';
import { dayStart, nextDay, validationReasonMessage } from '@khela/contract';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import type { DepositBase } from './payments.deposits.model.js';
import { presentDeposit } from './payments.deposits.present.js';
import * as repo from './payments.deposits.repo.js';

/**
 * The start of a local day the member filters by. The query schema checks only the shape
 * yyyy-MM-dd, so a day that does not exist (2026-02-30) is refused here as the same kind of error.
 */
function startOf(day: string, timeZone: string, field: 'from' | 'to', language: Language): Date {
  const start = dayStart(day, timeZone);
  if (start) return start;
  const message = validationReasonMessage('invalid_format', language);
  throw new AppError(
    'VALIDATION_FAILED',
    { detail: `${field}: ${message}` },
    { fields: [{ field: `query.${field}`, reason: 'invalid_format', message }] },
  );
}

/** Where a local day ends: the start of the next one, so a 23- or 25-hour day counts whole. */
function endOf(day: string, timeZone: string, field: 'from' | 'to', language: Language): Date {
  startOf(day, timeZone, field, language);
  return startOf(nextDay(day), timeZone, field, language);
}

/** A member's own deposit orders: the filtered page and one order. */
export function createDepositQueries(base: DepositBase) {
  const { db } = base;

  /** Newest first; `from`/`to` are local days of the site, both included. */
  async function list(
    principal: Principal,
    query: DepositListQuery,
    language: Language,
  ): Promise<DepositPageValue> {
    const timeZone = await base.timeZone();
    const filter: repo.OrderFilter = {
      memberId: BigInt(principal.memberId),
      status: query.status,
      channelCode: query.channelCode,
      createdFrom: query.from ? startOf(query.from, timeZone, 'from', language) : undefined,
      createdBefore: query.to ? endOf(query.to, timeZone, 'to', language) : undefined,
    };
    const { rows, total } = await repo.orderPage(db, filter, {
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    });
    const names = await base.channelMap();
    return {
      list: rows.map((r) => presentDeposit(r, names, language)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }

  /** One of the caller's orders; anyone else's answers DEPOSIT_NOT_FOUND, as if it did not exist. */
  async function get(principal: Principal, id: string, language: Language): Promise<DepositValue> {
    const order = await repo.orderById(db, BigInt(id));
    if (!order || order.memberId !== BigInt(principal.memberId)) throw new AppError('DEPOSIT_NOT_FOUND');
    return presentDeposit(order, await base.channelMap(), language);
  }

  return { list, get };
}
