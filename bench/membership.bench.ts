import { BatchWriteCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { expireDay } from '@shop/core/membership/points-jobs';
import { documentClient, TABLE_NAME } from '@shop/core/shared/dynamo';
import { measureReads } from '@shop/core/shared/read-meter';
/* eslint-disable @typescript-eslint/no-restricted-imports -- the bench seeds 100,000 points accounts and lots by BatchWriteItem, through their entities */
import { pointsAccountEntity, pointsLotEntity } from '@shop/core/membership/membership.entity';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import type { Result } from './stats.js';

/**
 * Issue 29 §5: the nightly point expiry over CUSTOMERS members (decision 0069). Each member has a
 * points account and one dated lot, their dates spread over DAYS days, so 1/DAYS of them expire on the
 * day the job runs for. Seeding (BatchWriteItem, timed apart) writes exactly the items earning writes.
 *
 * Printed: customers expired, wall time, DynamoDB items read and calls per expired customer, and the
 * same run again (nothing left to expire: no writes). Goal: reads only the customers whose points
 * expire that day — items read ≤ 2 per expired customer (its lot from the day's index, its account),
 * calls ≤ 2.1 per expired customer (one GetItem, one transaction, and the index pages' share).
 */
const CUSTOMERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const DAYS = 100;
const FIRST_DAY = Date.parse('2098-01-01T00:00:00Z');
const dayOf = (i: number) => new Date(FIRST_DAY + (i % DAYS) * 86_400_000).toISOString().slice(0, 10);
const POINTS = 40;

async function writeBatch(items: Record<string, unknown>[]): Promise<void> {
  let pending: Record<string, unknown>[] | undefined = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; pending?.length; attempt++) {
    if (attempt) await new Promise((r) => setTimeout(r, 20 * attempt));
    const out: BatchWriteCommandOutput = await documentClient.send(
      new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: pending as never } }),
    );
    pending = out.UnprocessedItems?.[TABLE_NAME] as Record<string, unknown>[] | undefined;
  }
}

async function seed(): Promise<number> {
  const started = performance.now();
  const customerBase = 5_000_000;
  const items: Record<string, unknown>[] = [];
  const flush = async (force = false) => {
    while (items.length >= 25 * 8 || (force && items.length)) {
      const round = items.splice(0, 25 * 8);
      const batches: Record<string, unknown>[][] = [];
      for (let i = 0; i < round.length; i += 25) batches.push(round.slice(i, i + 25));
      await Promise.all(batches.map(writeBatch));
    }
  };
  for (let i = 0; i < CUSTOMERS; i++) {
    const id = customerBase + i;
    const day = dayOf(i);
    items.push(
      (
        pointsAccountEntity
          .put({ customer_id: id, balance: POINTS, entries: 1, accumulated: 40_000, period_spending: 40_000 })
          .params() as { Item: Record<string, unknown> }
      ).Item,
    );
    items.push(
      (
        pointsLotEntity.put({ customer_id: id, expiry_date: day, remaining: POINTS, expires_on: day, holder: id }).params() as {
          Item: Record<string, unknown>;
        }
      ).Item,
    );
    if (items.length >= 25 * 8) await flush();
  }
  await flush(true);
  return (performance.now() - started) / 1000;
}

export async function membershipBench(): Promise<Result[]> {
  const seconds = await seed();
  console.log(`  seeded ${CUSTOMERS.toLocaleString('en-US')} members' accounts and lots in ${seconds.toFixed(0)} s`);
  const day = dayOf(7);
  const started = performance.now();
  const first = await measureReads(() => expireDay(day));
  const wall = (performance.now() - started) / 1000;
  const expired = first.result.customers;
  const again = await measureReads(() => expireDay(day));
  const perItems = first.reads.items / Math.max(1, expired);
  const perCalls = first.reads.requests / Math.max(1, expired);
  console.log(
    `  ${day}: ${expired.toLocaleString('en-US')} of ${CUSTOMERS.toLocaleString('en-US')} members expired ${first.result.points.toLocaleString('en-US')} points ` +
      `in ${wall.toFixed(1)} s; ${first.reads.items} items read, ${first.reads.requests} calls; ` +
      `run again: ${again.result.customers} expired, ${again.reads.items} items read, ${again.reads.requests} calls`,
  );
  return [
    {
      name: `nightly expiry over ${CUSTOMERS.toLocaleString('en-US')} members: customers expired (1/${DAYS} expected)`,
      value: expired,
      unit: 'customers',
      goal: Math.floor(CUSTOMERS / DAYS),
      lowerIsBetter: false,
    },
    { name: 'nightly expiry: items read per expired customer', value: perItems, unit: 'items', goal: 2, lowerIsBetter: true },
    { name: 'nightly expiry: DynamoDB calls per expired customer', value: perCalls, unit: 'calls', goal: 2.1, lowerIsBetter: true },
    {
      name: 'nightly expiry run twice: customers expired the second time',
      value: again.result.customers,
      unit: 'customers',
      goal: 0,
      lowerIsBetter: true,
    },
  ];
}
