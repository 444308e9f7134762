/**
 * Structural edits of assigned itineraries: what a PUT costs that
 * inserts one move at the front, in the middle or at the end, removes one move
 * there, removes two moves or reverses two, in 1-, 50- and 100-move itineraries
 * whose every move has a driver or carrier, a tractor and the shipment's chassis
 * and container: DynamoDB transaction items, capacity units and round trips,
 * each against the PUT changing one note at the same size. And the round trips
 * of GET itinerary and GET history/{version} at each size. The quick bench
 * edits shorter itineraries (BenchMode.itineraryEditSizes): it proves the
 * section works, and the targets, at 100 moves, are measured by the full run.
 *
 * Only the API and the loader are used: each shipment is loaded by the importer
 * (as `npm run import` does) and loaded again before each edit, so every edit
 * starts from the same stored itinerary. An edit the service refuses (413 for
 * the items it would change) is a failed figure naming the answer.
 */
import { config } from '#shared/config';
import type { DataSet } from '#shared/domain/types';
import { MASTER_KINDS } from '#shared/master-data/store';
import { importDataSet } from '#tools/data-file/import';
import { parseDataFile } from '#tools/data-file/parse';
import {
  assignedMove,
  assignedMoves,
  dayAfter,
  demoWithCopiesOf1004,
  itineraryBody,
  type ModelMove,
} from '../test/support/assigned-itineraries';
import type { ClientUsage } from './support/client-meter';
import { measureClientUsage } from './support/client-meter';
import type { BenchContext } from './support/context';
import { figureOrFailure, type ReportRow, type SectionResult, times } from './support/report';
import { type BenchRequest, bodyOf, callRoute } from './support/route-call';
import { median, round } from './support/stats';

const section = 'itineraryEdits';
/** The targets for a one-move insert or removal in a 100-move assigned itinerary. */
const TARGET_SIZE = 100;
const ITEM_LIMIT = 30;
const CAPACITY_RATIO_LIMIT = 2;
const PUT_ROUND_TRIPS = 3;
const GET_ROUND_TRIPS = 2;
/**
 * Every move takes the day its position in the first itinerary gives it, with
 * the driver and tractor that position gives: two shipments' moves on one day
 * always share their assignee, so no edit meets another shipment's conflict.
 * Inserted moves take days after every itinerary's last.
 */
const FIRST_DAY = '2027-01-04';
const INSERTED_DAY_INDEX = 150;

const shipmentOf = (size: number) => `EDITS-${size}`;
const moveCount = (size: number) => `${size} ${size === 1 ? 'move' : 'moves'}`;
const movesOf = (size: number) => assignedMoves(size, FIRST_DAY);
const insertedMove = (): ModelMove =>
  assignedMove(dayAfter(FIRST_DAY, INSERTED_DAY_INDEX), INSERTED_DAY_INDEX);

interface Edit {
  name: string;
  /** The edit's moves, or undefined when the itinerary is too short for it. */
  apply(moves: readonly ModelMove[]): ModelMove[] | undefined;
  /** Whether the one-move targets apply. */
  oneMove: boolean;
}

const middleOf = (moves: readonly ModelMove[]) => Math.floor(moves.length / 2);
const inserted = (moves: readonly ModelMove[], index: number) => [
  ...moves.slice(0, index),
  insertedMove(),
  ...moves.slice(index),
];
const removed = (moves: readonly ModelMove[], index: number, count: number) =>
  moves.length <= count ? undefined : [...moves.slice(0, index), ...moves.slice(index + count)];

const EDITS: Edit[] = [
  { name: 'insert one move at the front', oneMove: true, apply: (moves) => inserted(moves, 0) },
  {
    name: 'insert one move in the middle',
    oneMove: true,
    apply: (moves) => inserted(moves, middleOf(moves)),
  },
  { name: 'insert one move at the end', oneMove: true, apply: (moves) => inserted(moves, moves.length) },
  { name: 'remove the first move', oneMove: true, apply: (moves) => removed(moves, 0, 1) },
  { name: 'remove the middle move', oneMove: true, apply: (moves) => removed(moves, middleOf(moves), 1) },
  { name: 'remove the last move', oneMove: true, apply: (moves) => removed(moves, moves.length - 1, 1) },
  {
    name: 'remove two moves in the middle',
    oneMove: false,
    apply: (moves) => removed(moves, middleOf(moves) - 1, 2),
  },
  {
    name: 'reverse two moves in the middle',
    oneMove: false,
    apply: (moves) => {
      if (moves.length < 2) return undefined;
      const index = middleOf(moves) - 1;
      return [...moves.slice(0, index), moves[index + 1]!, moves[index]!, ...moves.slice(index + 2)];
    },
  },
];

/** What one PUT (or GET) asked of DynamoDB. */
interface Cost {
  transactionItems: number;
  capacityUnits: number;
  roundTrips: number;
}

const costOf = (usage: ClientUsage): Cost => ({
  transactionItems: usage.transactionItems,
  capacityUnits: round(usage.capacityUnits),
  roundTrips: usage.roundTrips,
});
const described = (cost: Cost) =>
  `${cost.transactionItems} transaction items, ${cost.capacityUnits} CU, ${cost.roundTrips} round trips`;

async function measured(id: Parameters<typeof callRoute>[0], request: BenchRequest): Promise<Cost> {
  let usage: ClientUsage | undefined;
  await callRoute(id, request, async (work) => {
    const result = await measureClientUsage(work);
    usage = result.usage;
    return result.result;
  });
  return costOf(usage!);
}

/**
 * The data set the importer loads each size's shipment from: the shipments and
 * only the master data their import derives from (locations, for their zones);
 * the rest is in the table already.
 */
async function editedShipments(sizes: readonly number[]): Promise<DataSet> {
  const data = await demoWithCopiesOf1004(
    sizes.map((size) => ({ id: shipmentOf(size), moves: movesOf(size) })),
  );
  const parsed = parseDataFile(data);
  if (!parsed.ok) throw new Error(`The edited shipments are invalid:\n${parsed.errors.join('\n')}`);
  const ids = new Set(sizes.map(shipmentOf));
  const { settings, sites, yards, crossDocks } = parsed.dataSet;
  return {
    ...parsed.dataSet,
    ...Object.fromEntries(Object.values(MASTER_KINDS).map(({ dataSetList }) => [dataSetList, []])),
    settings,
    sites,
    yards,
    crossDocks,
    shipments: parsed.dataSet.shipments.filter((shipment) => ids.has(shipment.id)),
    nonShipmentMoves: [],
    documents: [],
  };
}

/** Loads (or loads again) shipments of `dataSet`, through the importer: each holds its first itinerary. */
async function load(context: BenchContext, dataSet: DataSet, size?: number): Promise<void> {
  const shipments =
    size === undefined ? dataSet.shipments : dataSet.shipments.filter(({ id }) => id === shipmentOf(size));
  await importDataSet(
    { ...dataSet, shipments },
    { tableName: config.tableName, documentsBucket: context.environment.DOCUMENTS_BUCKET! },
  );
}

const putRequest = (size: number, moves: readonly ModelMove[], note = '') => {
  const body = itineraryBody(moves);
  if (note !== '') Object.assign(body.moves.at(-1)!.events.at(-1)!, { note });
  return { pathParameters: { shipmentId: shipmentOf(size) }, body };
};

/** The PUT changing one note, a few times (the same cost each time): its median. */
async function onePutOfANote(context: BenchContext, size: number): Promise<Cost> {
  const costs: Cost[] = [];
  for (let call = 0; call < Math.max(2, context.mode.scaleCalls); call++) {
    costs.push(await measured('putItinerary', putRequest(size, movesOf(size), `benchmark note ${call}`)));
  }
  const middle = (pick: (cost: Cost) => number) => median(costs.map(pick));
  return {
    transactionItems: middle((cost) => cost.transactionItems),
    capacityUnits: round(middle((cost) => cost.capacityUnits)),
    roundTrips: Math.max(...costs.map((cost) => cost.roundTrips)),
  };
}

function editRow(size: number, edit: Edit, cost: Cost, baseline: Cost) {
  const ratio = cost.capacityUnits / baseline.capacityUnits;
  const targeted = edit.oneMove && size === TARGET_SIZE;
  const pass =
    cost.transactionItems <= ITEM_LIMIT &&
    ratio <= CAPACITY_RATIO_LIMIT &&
    cost.roundTrips <= PUT_ROUND_TRIPS;
  return {
    figures: { ...cost, capacityRatio: round(ratio) },
    measured: described(cost),
    ...(targeted && { pass }),
  };
}

const targetText = `<= ${ITEM_LIMIT} transaction items, <= ${CAPACITY_RATIO_LIMIT}x the one-note PUT's CU, <= ${PUT_ROUND_TRIPS} round trips`;

export async function run(context: BenchContext): Promise<SectionResult> {
  const sizes = context.mode.itineraryEditSizes;
  context.log(`itineraryEdits: loading ${sizes.join(', ')}-move assigned itineraries`);
  const dataSet = await editedShipments(sizes);
  await load(context, dataSet);
  const figures: Record<string, unknown> = {};
  const rows: ReportRow[] = [];
  for (const size of sizes) {
    const shipmentId = shipmentOf(size);
    context.log(`itineraryEdits: ${moveCount(size)}`);
    const baseline = await onePutOfANote(context, size);
    const sized: Record<string, unknown> = { onePutOfANote: baseline };
    rows.push({
      section,
      figure: `${moveCount(size)}: PUT changing one note (the baseline)`,
      measured: described(baseline),
    });
    for (const edit of EDITS) {
      const moves = edit.apply(movesOf(size));
      if (moves === undefined) continue;
      // Each edit reloads its shipment: on a busy machine minutes, so each says where it is.
      context.log(`itineraryEdits: ${moveCount(size)}: ${edit.name}`);
      await load(context, dataSet, size);
      const targeted = edit.oneMove && size === TARGET_SIZE;
      const { figures: editFigures, row } = await figureOrFailure(
        {
          section,
          figure: `${moveCount(size)}: ${edit.name}`,
          baseline: described(baseline),
          ...(targeted && { target: targetText }),
        },
        async () => editRow(size, edit, await measured('putItinerary', putRequest(size, moves)), baseline),
      );
      sized[edit.name] = editFigures;
      const ratio = (editFigures as { capacityRatio?: number }).capacityRatio;
      rows.push(ratio === undefined ? row : { ...row, ratio: times(ratio) });
    }
    const newest = bodyOf<{ items: { version: number }[] }>(
      await callRoute('listItineraryHistory', { pathParameters: { shipmentId }, query: 'limit=1' }),
    ).items[0]!.version;
    // The newest version: the last edit's, or the last load's when the service refused that edit.
    const reads: [string, Parameters<typeof callRoute>[0], BenchRequest][] = [
      ['GET itinerary', 'getItinerary', { pathParameters: { shipmentId } }],
      [
        'GET history/{version}',
        'getItineraryVersion',
        { pathParameters: { shipmentId, version: String(newest) } },
      ],
    ];
    for (const [name, id, request] of reads) {
      const { figures: readFigures, row } = await figureOrFailure(
        { section, figure: `${moveCount(size)}: ${name}`, target: `<= ${GET_ROUND_TRIPS} round trips` },
        async () => {
          const cost = await measured(id, request);
          return { figures: cost, measured: described(cost), pass: cost.roundTrips <= GET_ROUND_TRIPS };
        },
      );
      sized[name] = readFigures;
      rows.push(row);
    }
    figures[moveCount(size)] = sized;
  }
  return { figures, rows };
}
