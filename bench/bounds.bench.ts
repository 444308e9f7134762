/**
 * The worst case at the bounds (decisions, "Itinerary size"): the largest
 * itinerary they allow, stored by two real PUTs, and the size of each answer
 * (as Lambda returns it: its 6 MB limit), of its largest event (EventBridge's
 * 256 KB) and of the largest stored item (DynamoDB's 400 KB).
 */
import { config } from '#shared/config';
import { importDataSet } from '#tools/data-file/import';
import { parseDataFile } from '#tools/data-file/parse';
import { type Answer, measureWorstCase, worstCaseDataFile } from '../test/support/worst-case';
import type { BenchContext } from './support/context';
import type { ReportRow, SectionResult } from './support/report';

const section = 'bounds';
const ANSWER_LIMIT = 6 * 1024 * 1024;
const EVENT_LIMIT = 256 * 1024;
const ITEM_LIMIT = 400 * 1024;

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MiB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const sized = (figure: string, bytes: number, limit: number, unit: (bytes: number) => string): ReportRow => ({
  section,
  figure,
  measured: unit(bytes),
  target: `<= ${unit(limit)}`,
  pass: bytes <= limit,
});

const answerRow = (figure: string, answer: Answer): ReportRow => ({
  ...sized(`${figure} (Lambda payload)`, answer.payloadBytes, ANSWER_LIMIT, mb),
  baseline: `body ${mb(answer.bodyBytes)}`,
});

export async function run(context: BenchContext): Promise<SectionResult> {
  context.log('bounds: loading the worst-case locations and shipment, then two 512 KiB PUTs');
  // Added to the bench's data: its own ids, the settings the store has already.
  const parsed = parseDataFile(worstCaseDataFile(context.dataSet.settings));
  if (!parsed.ok) throw new Error(`The worst-case data is invalid:\n${parsed.errors.join('\n')}`);
  await importDataSet(parsed.dataSet, {
    tableName: config.tableName,
    documentsBucket: context.environment.DOCUMENTS_BUCKET!,
  });
  const sizes = await measureWorstCase();
  if (sizes.statuses.some((status) => status !== 200)) {
    throw new Error(`The worst-case PUTs were answered ${sizes.statuses.join(', ')}.`);
  }
  const answers: [string, Answer][] = [
    ['PUT itinerary answer', sizes.putAnswer],
    ['GET itinerary', sizes.getItinerary],
    ['GET history/{version}', sizes.historyVersion],
    ['GET history, first page', sizes.historyPage],
  ];
  const [largestName, largest] = answers.reduce((a, b) => (b[1].payloadBytes > a[1].payloadBytes ? b : a));
  return {
    figures: sizes,
    rows: [
      answerRow(`largest answer: ${largestName}`, largest),
      ...answers.map(([figure, answer]) => answerRow(figure, answer)),
      sized('largest event (itinerary.updated)', sizes.event, EVENT_LIMIT, kb),
      sized('largest stored item', sizes.largestItem, ITEM_LIMIT, kb),
    ],
  };
}
