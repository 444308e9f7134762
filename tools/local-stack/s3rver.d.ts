/** The part of s3rver's programmatic API the embedded stack uses (the package ships no types). */
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    /** Lets clients address buckets by subdomain; off, since clients use path-style. */
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  interface S3rverEventRecord {
    eventName: string;
    s3: { bucket: { name: string }; object: { key: string; sequencer?: string; size?: number } };
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    /** The HTTP server run() started. */
    httpServer: Server;
    close(): Promise<void>;
    /** Object events (created, removed) in the shape of S3 event notifications, keys not URL-encoded. */
    on(event: 'event', listener: (notification: { Records: S3rverEventRecord[] }) => void): this;
  }
}
