/**
 * Loads a data file (data-format.md) into the domain model. A file is taken or
 * refused as a whole: every bad value is reported at once, each with its path in
 * the file (`shipments[3].moves[0].events[1].type: ...`), so that an operator
 * fixes a file in one pass.
 */
import { readFile } from 'node:fs/promises';
import { type DataSet, DEFAULT_SETTINGS, type Settings } from '#shared/domain/types';
import {
  carrierSchema,
  customerSchema,
  driverSchema,
  equipmentSchema,
  locationSchema,
} from '#shared/master-data/record-schemas';
import { formatPath } from '#shared/schemas/issue-path';
import * as z from '#shared/schemas/zod';
import { shipmentSchema } from '#shared/shipments/schemas/data-file-shipment';
import type { FileIndex, FileIssue, ListKey } from './file-index';
import { parseJsonText } from './json-text';
import { resolveLocationZones, type ZoneReport } from './location-zones';
import { referenceIssues } from './references';
import { documentSchema, nonShipmentMoveSchema, settingsSchema } from './schema';

export type ParseResult =
  /**
   * `timeZones`: how each location's zone was found, for the importer to report;
   * `file`: the file as written, what an import of it reads.
   */
  | { ok: true; dataSet: DataSet; timeZones: ZoneReport; file: Record<string, unknown> }
  | { ok: false; errors: string[] };

const rootSchema = z.looseObject({});
/** Every top-level key is optional; a missing list is empty. */
const listSchema = z._default(z.array(z.unknown()), () => []);

const idOf = (item: unknown): string | undefined =>
  item !== null && typeof item === 'object' && 'id' in item && typeof item.id === 'string'
    ? item.id
    : undefined;

const prefixed = (at: PropertyKey[], issues: readonly z.core.$ZodIssue[]): FileIssue[] =>
  issues.map((issue) => ({ path: [...at, ...issue.path], message: issue.message }));

/**
 * Parses the sections of a file one item at a time, collecting every issue and
 * remembering where each good item came from (the `FileIndex` of references.ts).
 */
class SectionParser implements FileIndex {
  readonly issues: FileIssue[] = [];
  private readonly fileIndexes = new Map<ListKey, number[]>();
  private readonly declaredIds = new Map<ListKey, (string | undefined)[]>();

  constructor(private readonly root: Record<string, unknown>) {}

  settings(): Settings | undefined {
    const result = settingsSchema.safeParse(this.root.settings);
    if (result.success) return result.data;
    this.issues.push(...prefixed(['settings'], result.error.issues));
    return undefined;
  }

  list<T>(key: ListKey, itemSchema: z.ZodMiniType<T>): T[] {
    const list = listSchema.safeParse(this.root[key]);
    if (!list.success) {
      this.issues.push(...prefixed([key], list.error.issues));
      return [];
    }
    const items: T[] = [];
    const indexes: number[] = [];
    list.data.forEach((raw, index) => {
      const item = itemSchema.safeParse(raw);
      if (item.success) {
        items.push(item.data);
        indexes.push(index);
      } else {
        this.issues.push(...prefixed([key, index], item.error.issues));
      }
    });
    this.fileIndexes.set(key, indexes);
    this.declaredIds.set(key, list.data.map(idOf));
    return items;
  }

  indexOf(key: ListKey, position: number): number {
    return this.fileIndexes.get(key)?.[position] ?? position;
  }

  ids(key: ListKey): readonly (string | undefined)[] {
    return this.declaredIds.get(key) ?? [];
  }
}

const formatIssue = ({ path, message }: FileIssue): string => `${formatPath(path) || '(file)'}: ${message}`;

/** Validates a parsed JSON document as a data file and normalises it to the domain model. */
export function parseDataFile(json: unknown): ParseResult {
  const root = rootSchema.safeParse(json);
  if (!root.success) return { ok: false, errors: prefixed([], root.error.issues).map(formatIssue) };

  const sections = new SectionParser(root.data);
  const settings = sections.settings();
  const dataSet: DataSet = {
    // Checks that read settings need some; a bad settings section is already reported.
    settings: settings ?? DEFAULT_SETTINGS,
    customers: sections.list('customers', customerSchema),
    sites: sections.list('sites', locationSchema),
    yards: sections.list('yards', locationSchema),
    crossDocks: sections.list('crossDocks', locationSchema),
    drivers: sections.list('drivers', driverSchema),
    carriers: sections.list('carriers', carrierSchema),
    tractors: sections.list('tractors', equipmentSchema),
    chassis: sections.list('chassis', equipmentSchema),
    containers: sections.list('containers', equipmentSchema),
    trailers: sections.list('trailers', equipmentSchema),
    shipments: sections.list('shipments', shipmentSchema),
    nonShipmentMoves: sections.list('nonShipmentMoves', nonShipmentMoveSchema),
    documents: sections.list('documents', documentSchema),
  };
  const zoned = resolveLocationZones(dataSet, sections);
  const issues = [
    ...sections.issues,
    ...referenceIssues(dataSet, sections),
    ...(zoned.ok ? [] : zoned.issues),
  ];
  if (issues.length > 0 || !zoned.ok) return { ok: false, errors: issues.map(formatIssue) };
  return { ok: true, dataSet: zoned.dataSet, timeZones: zoned.report, file: root.data };
}

/** Reads, JSON-parses and validates a data file. A file that cannot be read or parsed is one error. */
export async function readDataFile(path: string): Promise<ParseResult> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    return { ok: false, errors: [`cannot read the data file: ${(error as Error).message}`] };
  }
  const json = parseJsonText(text);
  if (!json.ok) return { ok: false, errors: [json.error] };
  return parseDataFile(json.value);
}
