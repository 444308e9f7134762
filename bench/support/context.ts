import type { DataSet } from '#shared/domain/types';
import type { RouteId } from '#shared/route-table';
import type { FunctionEnvironment } from './bench-store';
import type { BenchMode } from './mode';
import type { SampleRequest } from './sample-requests';

/** What every section of the bench is handed. */
export interface BenchContext {
  mode: BenchMode;
  dataSet: DataSet;
  /** The environment the store's functions run with (table, buckets, endpoints). */
  environment: FunctionEnvironment;
  samples: Record<RouteId, SampleRequest>;
  /** Progress for the person waiting; the results go to the table. */
  log: (line: string) => void;
}
