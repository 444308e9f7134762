/**
 * Bulk intake: an import (`POST /imports`, then the worker's runs) of a file
 * of 10,000 shipments and 2,000 master records (100 and 200 in a quick run,
 * which the bench's own test runs in CI), against what today's loader (`npm run import`, tools/data-file)
 * writes for the same records, each into a table of its own. Targets: write
 * units per record at most 1.2x the loader's; the same file imported again
 * writes no item but the import's own. Reports the import's wall time here,
 * against the loader's for the same records.
 * Records an import does not apply yet (refused, with the reason) are left
 * out of both sides and named in the row.
 */
import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { documentClient } from '#shared/aws/dynamodb';
import { s3 } from '#shared/aws/s3';
import { IMPORT_ENTITIES } from '#shared/imports/keys';
import { runImport } from '#shared/imports/run-import';
import { type DataFile, importFile, masterOnly, withDemoMasterData } from './intake/import-file';
import { loaderWriteUnits } from './intake/loader-write-units';
import { measureClientUsage } from './support/client-meter';
import type { BenchContext } from './support/context';
import { ms, type ReportRow, type SectionResult, times } from './support/report';
import { bodyOf, callRoute } from './support/route-call';
import { round } from './support/stats';

const section = 'intake import';
const SIZES = {
  full: { master: 2_000, shipments: 10_000 },
  quick: { master: 100, shipments: 200 },
} as const;
const WRITE_RATIO = 1.2;
/** Records between two progress lines of an import. */
const PROGRESS_EVERY = 1_000;
/**
 * Write units per record of the loader that wrote items itself (BatchWrite,
 * 1 unit an item), measured here on 2026-11-29: a master record, and a
 * shipment without moves (its item and its first version). The baseline
 * once loads go through the import and no loader of its own is left.
 */
const LOADER_WRITE_UNITS = { master: 2, shipment: 4 } as const;

type Counts = Record<string, { created: number; updated: number; unchanged: number; refused: number }>;

/** The partition keys of the items a piece of work writes through the document client. */
async function writtenPartitions<T>(work: () => Promise<T>): Promise<{ result: T; partitions: string[] }> {
  const partitions: string[] = [];
  const send = documentClient.send.bind(documentClient) as (command: unknown) => Promise<unknown>;
  const keyed = (entry: { Item?: { pk?: string }; Key?: { pk?: string } } | undefined) =>
    entry?.Item?.pk ?? entry?.Key?.pk;
  (documentClient as { send: unknown }).send = (command: { input: Record<string, unknown> }) => {
    const input = command.input as {
      Item?: { pk?: string };
      Key?: { pk?: string };
      TransactItems?: Record<string, { Item?: { pk?: string }; Key?: { pk?: string } }>[];
      RequestItems?: Record<string, { PutRequest?: { Item: { pk?: string } } }[]>;
    };
    const name = command.constructor.name;
    if (name === 'PutCommand' || name === 'UpdateCommand' || name === 'DeleteCommand') {
      partitions.push(keyed(input) ?? '');
    }
    for (const item of input.TransactItems ?? []) {
      const written = item.Put ?? item.Update ?? item.Delete;
      if (written !== undefined) partitions.push(keyed(written) ?? '');
    }
    for (const requests of Object.values(input.RequestItems ?? {})) {
      if (name === 'BatchWriteCommand')
        for (const request of requests) partitions.push(request.PutRequest?.Item.pk ?? '');
    }
    return send(command);
  };
  try {
    return { result: await work(), partitions };
  } finally {
    (documentClient as { send: unknown }).send = send;
  }
}

/** POST /imports of a dropped file, then the worker's runs until it settles; its counts, usage and items written. */
async function runImportOf(context: BenchContext, fileKey: string, dropBucket: string) {
  const created = bodyOf<{ id: string }>(
    await callRoute('createImport', { body: { bucket: dropBucket, fileKey } }),
  );
  // Asked before each record: a progress line every so many, so that a busy machine's slow import
  // still says where it is.
  let asked = 0;
  const keepGoing = () => {
    asked += 1;
    if (asked % PROGRESS_EVERY === 0) context.log(`intake import: ${asked} records`);
    return true;
  };
  const { result: usage, partitions } = await writtenPartitions(async () => {
    const { usage } = await measureClientUsage(async () => {
      while ((await runImport(created.id, { keepGoing })) === 'continue') {}
    });
    return usage;
  });
  const settled = bodyOf<{ status: string; reason: string; counts: Counts; refusals: { reason: string }[] }>(
    await callRoute('getImport', { pathParameters: { importId: created.id } }),
  );
  if (settled.status !== 'completed') throw new Error(`The import ${settled.status}: ${settled.reason}`);
  const own = Object.values(IMPORT_ENTITIES).map((entity) => `${entity}#`);
  const dataItems = partitions.filter((partition) => !own.some((prefix) => partition.startsWith(prefix)));
  return { counts: settled.counts, refusals: settled.refusals, usage, dataItemsWritten: dataItems.length };
}

const applied = (counts: Counts, kinds: (kind: string) => boolean) =>
  Object.entries(counts)
    .filter(([kind]) => kinds(kind))
    .reduce((sum, [, kindCounts]) => sum + kindCounts.created + kindCounts.updated, 0);

/** Drops `file`, imports it (timed), then imports it again. */
async function importTwice(context: BenchContext, file: DataFile, dropBucket: string) {
  const fileKey = `bench/intake-${randomUUID()}.json`;
  await s3.send(new PutObjectCommand({ Bucket: dropBucket, Key: fileKey, Body: JSON.stringify(file) }));
  const startedAt = performance.now();
  const first = await runImportOf(context, fileKey, dropBucket);
  const wallMs = performance.now() - startedAt;
  const again = await runImportOf(context, fileKey, dropBucket);
  return { file, first, again, wallMs };
}

export async function run(context: BenchContext): Promise<SectionResult> {
  const sizes = SIZES[context.mode.name];
  const dropBucket = context.environment.DROP_BUCKET!;
  const documentsBucket = context.environment.DOCUMENTS_BUCKET!;
  const prefix = `IMP${Date.now().toString(36)}`;
  const { file, demo } = await importFile(prefix, sizes.master, sizes.shipments);

  context.log(
    `intake import: ${sizes.master} master records and ${sizes.shipments} shipments imported, twice`,
  );
  let measured = await importTwice(context, file, dropBucket);
  // Shipments this build's import does not apply yet are refused, each with a refusal record of the
  // import's own that would weigh on the master records' figure: the master records alone, then.
  const refusedShipments = measured.first.counts.shipments?.refused ?? 0;
  const notApplied = refusedShipments > 0 ? measured.first.refusals[0]?.reason : undefined;
  if (refusedShipments > 0) {
    context.log('intake import: shipments refused; the master records alone, twice');
    measured = await importTwice(
      context,
      masterOnly((await importFile(`${prefix}M`, sizes.master, 0)).file),
      dropBucket,
    );
  }
  const { first, again, wallMs } = measured;
  const shipmentsApplied = applied(first.counts, (kind) => kind === 'shipments');
  const recordsApplied = applied(first.counts, () => true);
  context.log('intake import: the loader, the same records, in tables of their own');
  const demoOnly = await loaderWriteUnits(withDemoMasterData(demo, {}), documentsBucket);
  const loader = await loaderWriteUnits(withDemoMasterData(demo, measured.file), documentsBucket);
  const loaded = loader.writeUnits - demoOnly.writeUnits;
  const measuredPerRecord = loaded / recordsApplied;
  // A loader that goes through the import itself writes these records no more: the figures it had.
  const loaderWrites = measuredPerRecord >= 1;
  const loaderPerRecord = loaderWrites
    ? measuredPerRecord
    : (LOADER_WRITE_UNITS.master * (recordsApplied - shipmentsApplied) +
        LOADER_WRITE_UNITS.shipment * shipmentsApplied) /
      recordsApplied;
  const importPerRecord = first.usage.writeUnits / recordsApplied;
  const ratio = importPerRecord / loaderPerRecord;
  const scope =
    notApplied === undefined
      ? `${recordsApplied.toLocaleString('en-US')} records (${shipmentsApplied.toLocaleString('en-US')} shipments)`
      : `${recordsApplied.toLocaleString('en-US')} master records only (shipments refused: ${notApplied})`;
  const rows: ReportRow[] = [
    {
      section,
      figure: `Import of ${scope}: write units per record`,
      measured: `${round(importPerRecord, 2)} WU (${round(first.usage.writeUnits)} in all, checkpoints included)`,
      baseline: `the loader: ${round(loaderPerRecord, 2)} WU${loaderWrites ? '' : ' (as measured before loads went through the import)'}`,
      ratio: times(round(ratio, 2)),
      target: `<= ${WRITE_RATIO}x`,
      pass: ratio <= WRITE_RATIO,
    },
    {
      section,
      figure: 'The same file imported again: items written (the import’s own records apart)',
      measured: `${again.dataItemsWritten} (${round(again.usage.writeUnits)} WU for its own status and checkpoints)`,
      target: '0',
      pass: again.dataItemsWritten === 0,
    },
    {
      section,
      figure: `Import of ${scope}: wall time here (one worker, in this process)`,
      measured: `${ms(wallMs)} (${ms(wallMs / recordsApplied)} per record)`,
      baseline: `the loader's bulk writes of the same records (and the demo's lists): ${ms(loader.wallMs)}`,
      ratio: times(round(wallMs / loader.wallMs, 2)),
    },
  ];
  return {
    figures: {
      sizes,
      recordsApplied,
      shipmentsApplied,
      counts: first.counts,
      importWriteUnits: round(first.usage.writeUnits),
      loaderWriteUnits: round(loaded),
      loaderWallMs: round(loader.wallMs),
      againWriteUnits: round(again.usage.writeUnits),
      againDataItemsWritten: again.dataItemsWritten,
      wallMs: round(wallMs),
    },
    rows,
  };
}
