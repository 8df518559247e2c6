import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/openDatabase';
import { IN_MEMORY } from '../db/openDatabase';
import { H5Store } from './h5Store';
import { LiveService } from './liveService';
import { ReleaseService } from './releaseService';
import { seedH5 } from './seed';
import { TreeService } from './treeService';
import { UploadService } from './uploadService';

export interface H5ReleaseOptions {
  db: Db;
  /** The database's file (or ':memory:'): the default data folder sits beside it. */
  dbPath: string;
  /** Where the file bytes go; see `resolveDataDir` when absent. */
  dataDir?: string;
  now: () => number;
}

/**
 * The data folder: the one given; else `h5-files` beside the database file; else, for ':memory:', a fresh temporary
 * folder that `close` removes (bytes of an in-memory database must not outlive it).
 */
function resolveDataDir(options: H5ReleaseOptions): { dir: string; owned: boolean } {
  if (options.dataDir) return { dir: path.resolve(options.dataDir), owned: false };
  if (options.dbPath !== IN_MEMORY) return { dir: path.join(path.dirname(path.resolve(options.dbPath)), 'h5-files'), owned: false };
  return { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'cms-h5-')), owned: true };
}

/** The H5 release system of one server: its store and the services the routes and the scheduler call. */
export class H5Release {
  readonly store: H5Store;
  readonly tree: TreeService;
  readonly upload: UploadService;
  readonly release: ReleaseService;
  readonly live: LiveService;
  private readonly ownedDir: string | null;

  constructor(options: H5ReleaseOptions) {
    const { dir, owned } = resolveDataDir(options);
    this.ownedDir = owned ? dir : null;
    // A process that ends without close() (process.exit after a failed start, an uncaught error) still removes the
    // temporary folder; 'exit' runs synchronous work only, which rmSync is.
    if (this.ownedDir) process.once('exit', this.removeOwnedDir);
    try {
      this.store = new H5Store(options.db, dir, options.now);
      this.tree = new TreeService(this.store);
      this.upload = new UploadService(this.store);
      this.release = new ReleaseService(this.store);
      this.live = new LiveService(this.store);
    } catch (error) {
      // Nobody will hold this object to close it.
      this.close();
      throw error;
    }
  }

  get dataDir(): string {
    return this.store.dataDir;
  }

  /** Seeds the demo tree on the first start, then applies publishes that fell due while the server was down (late). */
  start(): void {
    seedH5(this.store);
    this.release.applyDue(this.store.now(), true);
  }

  /** The scheduler tick's and the test clock's step: scheduled publishes whose time has come go live. */
  applyDue(): void {
    this.release.applyDue(this.store.now(), false);
  }

  /** Removes the temporary folder of a ':memory:' database (a no-op otherwise); safe to call more than once. */
  close(): void {
    if (!this.ownedDir) return;
    process.removeListener('exit', this.removeOwnedDir);
    this.removeOwnedDir();
  }

  private readonly removeOwnedDir = (): void => {
    if (this.ownedDir) fs.rmSync(this.ownedDir, { recursive: true, force: true });
  };
}
