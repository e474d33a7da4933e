import {
  DescribeTableCommand,
  DynamoDBClient,
  GetItemCommand,
  ListTablesCommand,
  TransactWriteItemsCommand,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { PutEventsCommand, EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { publish, defineEvent } from '@shop/core/events/define';
import { dynamo, TABLE_NAME } from '@shop/core/shared/dynamo';
import { env } from '@shop/core/shared/env';
import { z } from 'zod';
import { compiledLauncher, startDynamoLocal } from './dynamo-local.js';
import { startEventBus, type BusEvent } from './event-bus.js';
import { latestMailTo, readMails } from './mailbox.js';
import { DATA_LAYOUT, dynamoDirectory } from './stand-ins.js';
import { testDataDir } from './testing/index.js';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

describe('DynamoDB Local', () => {
  it('gives each test file its own active table', async () => {
    const table = await dynamo.send(new DescribeTableCommand({ TableName: TABLE_NAME }));
    expect(table.Table?.TableStatus).toBe('ACTIVE');
    expect(TABLE_NAME).toMatch(/^test_/);
  });

  it('applies TransactWriteItems atomically and cancels on a failed condition', async () => {
    const item = (sk: string) => ({ pk: { S: 'tx' }, sk: { S: sk } });
    await dynamo.send(
      new TransactWriteItemsCommand({
        TransactItems: [{ Put: { TableName: TABLE_NAME, Item: item('a') } }, { Put: { TableName: TABLE_NAME, Item: item('b') } }],
      }),
    );
    const again = dynamo.send(
      new TransactWriteItemsCommand({
        TransactItems: [
          { Put: { TableName: TABLE_NAME, Item: item('c') } },
          { Put: { TableName: TABLE_NAME, Item: item('a'), ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }),
    );
    await expect(again).rejects.toBeInstanceOf(TransactionCanceledException);
    const b = await dynamo.send(new GetItemCommand({ TableName: TABLE_NAME, Key: item('b') }));
    const c = await dynamo.send(new GetItemCommand({ TableName: TABLE_NAME, Key: item('c') }));
    expect(b.Item).toBeDefined();
    expect(c.Item).toBeUndefined();
  });
});

describe('S3 stand-in', () => {
  const s3 = () =>
    new S3Client({
      region: 'us-east-1',
      endpoint: env().S3_ENDPOINT,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      credentials,
    });

  it('stores an object and reads it back', async () => {
    const key = `smoke/${Date.now()}.txt`;
    await s3().send(new PutObjectCommand({ Bucket: env().BUCKET_NAME, Key: key, Body: 'hello 你好', ContentType: 'text/plain' }));
    const got = await s3().send(new GetObjectCommand({ Bucket: env().BUCKET_NAME, Key: key }));
    expect(await got.Body?.transformToString()).toBe('hello 你好');
    expect(got.ContentType).toBe('text/plain');
  });

  it('allows cross-origin PUT for presigned browser uploads', async () => {
    const res = await fetch(`${env().S3_ENDPOINT ?? ''}/${env().BUCKET_NAME}/upload.png`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
  });
});

describe('SES stand-in', () => {
  const ses = () => new SESv2Client({ region: 'us-east-1', endpoint: env().SES_ENDPOINT, credentials });

  it('keeps a SendEmail as an .eml the mailbox helpers can read', async () => {
    const sent = await ses().send(
      new SendEmailCommand({
        FromEmailAddress: 'Shop <no-reply@shop.local>',
        Destination: { ToAddresses: ['Buyer@Example.com'], BccAddresses: ['audit@example.com'] },
        Content: {
          Simple: {
            Subject: { Data: 'Welcome — 歡迎' },
            Body: { Text: { Data: 'Hello there\nLine two' }, Html: { Data: '<p>Hello <b>there</b></p>' } },
          },
        },
      }),
    );
    expect(sent.MessageId).toBeTruthy();
    const mail = await latestMailTo(testDataDir(), 'buyer@example.com');
    expect(mail).toMatchObject({
      messageId: sent.MessageId,
      to: ['buyer@example.com'],
      subject: 'Welcome — 歡迎',
      text: 'Hello there\nLine two',
      html: '<p>Hello <b>there</b></p>',
    });
    expect(mail?.file).toMatch(/\.eml$/);
    expect((await latestMailTo(testDataDir(), 'audit@example.com'))?.messageId).toBe(sent.MessageId);
  });

  it('keeps Raw content as sent', async () => {
    const raw = [
      'From: a@shop.local',
      'To: raw@example.com',
      'Subject: =?UTF-8?Q?Caf=C3=A9?=',
      'Content-Type: text/plain; charset=UTF-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Caf=C3=A9 au lait',
    ].join('\r\n');
    await ses().send(new SendEmailCommand({ Content: { Raw: { Data: Buffer.from(raw) } } }));
    const mails = await readMails(testDataDir());
    expect(mails.at(-1)).toMatchObject({ to: ['raw@example.com'], subject: 'Café', text: 'Café au lait' });
  });

  it('answers a request without content with a 400 the SDK understands', async () => {
    const bad = ses().send(new SendEmailCommand({ Destination: { ToAddresses: ['x@example.com'] }, Content: {} }));
    await expect(bad).rejects.toMatchObject({ name: 'BadRequestException' });
  });
});

describe('EventBridge stand-in', () => {
  it('delivers a PutEvents entry to the matching subscriber exactly once', async () => {
    const seen: BusEvent[] = [];
    const bus = await startEventBus({
      routes: [
        { name: 'smoke', types: ['smoke.happened'], handler: 'smoke' },
        { name: 'other', types: ['other.thing'], handler: 'other' },
      ],
      loadHandler: (name) => {
        if (name !== 'smoke') throw new Error(`unexpected subscriber ${name}`);
        return Promise.resolve((event: BusEvent) => {
          seen.push(event);
        });
      },
    });
    try {
      const client = new EventBridgeClient({ region: 'us-east-1', endpoint: bus.endpoint, credentials });
      const result = await client.send(
        new PutEventsCommand({
          Entries: [{ Source: 'shop', DetailType: 'smoke.happened', Detail: JSON.stringify({ n: 1 }), EventBusName: 'shop-bus' }],
        }),
      );
      expect(result.FailedEntryCount).toBe(0);
      const eventId = result.Entries?.[0]?.EventId;
      expect(eventId).toBeTruthy();
      await bus.idle();
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ id: eventId, source: 'shop', 'detail-type': 'smoke.happened', detail: { n: 1 } });
      expect(bus.failures).toEqual([]);
    } finally {
      await bus.stop();
    }
  });

  it('tries a failing subscriber three times with backoff and keeps the event as a dead letter', async () => {
    let calls = 0;
    const deadLetterDir = mkdtempSync(join(tmpdir(), 'dead-letters-'));
    const bus = await startEventBus({
      routes: [{ name: 'flaky', types: ['flaky.happened'], handler: 'flaky' }],
      loadHandler: () =>
        Promise.resolve(() => {
          calls++;
          throw new Error('boom');
        }),
      retryDelayMs: 1,
      deadLetterDir,
    });
    try {
      const client = new EventBridgeClient({ region: 'us-east-1', endpoint: bus.endpoint, credentials });
      await client.send(new PutEventsCommand({ Entries: [{ Source: 'shop', DetailType: 'flaky.happened', Detail: '{"n":1}' }] }));
      await bus.idle();
      expect(calls).toBe(3);
      expect(bus.failures).toMatchObject([{ route: 'flaky', detailType: 'flaky.happened' }]);
      const letters = readdirSync(join(deadLetterDir, 'flaky'));
      expect(letters).toEqual([`${bus.failures[0]!.eventId}.json`]);
      const letter = JSON.parse(readFileSync(join(deadLetterDir, 'flaky', letters[0]!), 'utf8')) as {
        event: { detail: unknown };
        error: { message: string };
      };
      expect(letter).toMatchObject({ event: { detail: { n: 1 } }, error: { message: 'boom' } });
    } finally {
      await bus.stop();
      rmSync(deadLetterDir, { recursive: true, force: true });
    }
  });

  it('accepts the core publish() on the per-file bus', async () => {
    const SmokeEvent = defineEvent('smoke.published', z.object({ ok: z.boolean() }));
    await expect(publish(SmokeEvent, { ok: true })).resolves.toMatch(/^[0-9A-Z]{26}$/);
  });
});

/** Non-loopback IPv4 addresses of this machine (where a stand-in must NOT be reachable). */
function externalAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a !== undefined && a.family === 'IPv4' && !a.internal)
    .map((a) => a!.address);
}

/** Local addresses of the sockets listening on `port`, read from the kernel's tables (Linux). */
function listeningAddresses(port: number): string[] {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const found: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (state !== '0A' || !local?.endsWith(`:${hex}`)) continue; // 0A = LISTEN
      found.push(local.split(':')[0]!);
    }
  }
  return found;
}

const IPV4_LOOPBACK = '0100007F'; // 127.0.0.1 as /proc/net/tcp writes it
const IPV6_MAPPED_LOOPBACK = '0000000000000000FFFF00000100007F';

describe('starting DynamoDB Local', () => {
  /** A javac that notes each run in a log, then compiles. */
  function countingJavac(dir: string): { javac: string; runs: () => number } {
    const log = join(dir, 'javac.log');
    const javac = join(dir, 'javac');
    writeFileSync(javac, `#!/bin/sh\necho run >> '${log}'\nexec javac "$@"\n`);
    chmodSync(javac, 0o755);
    return { javac, runs: () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean).length : 0) };
  }

  it('compiles the launcher once: a later start runs no compiler and answers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'launcher-'));
    const cacheDir = join(dir, 'cache');
    const { javac, runs } = countingJavac(dir);
    const [first, beside] = await Promise.all([compiledLauncher({ cacheDir, javac }), compiledLauncher({ cacheDir, javac })]);
    expect(beside).toBe(first);
    expect(readdirSync(cacheDir)).toEqual([first.slice(cacheDir.length + 1)]);
    const compiles = runs();

    const local = await startDynamoLocal({ cacheDir, javac, heap: '128m' });
    try {
      const client = new DynamoDBClient({ endpoint: local.endpoint, region: 'us-east-1', credentials });
      await expect(client.send(new ListTablesCommand({}))).resolves.toMatchObject({ TableNames: [] });
      client.destroy();
    } finally {
      await local.stop();
    }
    expect(runs()).toBe(compiles);
  });

  it('reports a JVM that exits before it answers at once, naming what it waited for', async () => {
    vi.stubEnv('DYNAMO_HEAP', 'not-a-size');
    try {
      const started = Date.now();
      await expect(startDynamoLocal({ timeoutMs: 600_000 })).rejects.toThrow(
        /DynamoDB Local exited \(code 1\) before it answered ListTables on http:\/\/127\.0\.0\.1:\d+:\n.*Invalid maximum heap size/,
      );
      expect(Date.now() - started).toBeLessThan(60_000);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('stand-ins listen on loopback only', () => {
  it('DynamoDB Local and the S3 stand-in accept connections on 127.0.0.1 and on no other address', async () => {
    const ports = [Number(new URL(env().DYNAMO_ENDPOINT!).port), Number(new URL(env().S3_ENDPOINT!).port)];
    for (const port of ports) {
      const listening = listeningAddresses(port);
      expect(listening.length, `port ${port}`).toBeGreaterThan(0);
      for (const address of listening) expect([IPV4_LOOPBACK, IPV6_MAPPED_LOOPBACK], `port ${port}`).toContain(address);
      for (const address of externalAddresses()) {
        const reached = await new Promise<boolean>((resolve) => {
          const socket = connect({ host: address, port, timeout: 2000 });
          socket.once('connect', () => (socket.destroy(), resolve(true)));
          socket.once('error', () => resolve(false));
          socket.once('timeout', () => (socket.destroy(), resolve(false)));
        });
        expect(reached, `${address}:${port}`).toBe(false);
      }
    }
  });
});

describe('a persisted local table in an older key layout', () => {
  it('is set aside (kept, renamed) and a new directory in the current layout is used; a current one is kept in place', () => {
    const root = mkdtempSync(join(tmpdir(), 'layout-'));
    mkdirSync(join(root, 'dynamodb'));
    writeFileSync(join(root, 'dynamodb', 'shared-local-instance.db'), 'old');
    const dir = dynamoDirectory(root);
    expect(dir).toBe(join(root, 'dynamodb'));
    expect(readdirSync(dir).sort()).toEqual(['layout']);
    expect(readFileSync(join(dir, 'layout'), 'utf8')).toBe(DATA_LAYOUT);
    const aside = readdirSync(root).filter((name) => name.startsWith('dynamodb.layout-1-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(root, aside[0]!, 'shared-local-instance.db'), 'utf8')).toBe('old');

    writeFileSync(join(dir, 'shared-local-instance.db'), 'current');
    dynamoDirectory(root);
    expect(readFileSync(join(dir, 'shared-local-instance.db'), 'utf8')).toBe('current');
    expect(readdirSync(root).filter((name) => name.startsWith('dynamodb.layout-'))).toHaveLength(1);
  });
});
