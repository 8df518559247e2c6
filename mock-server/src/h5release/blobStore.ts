import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SHA256 = /^[0-9a-f]{64}$/;

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * File bytes on disk, named by their SHA-256 (`blobs/ab/abcdef…`). Versions that share bytes share a blob, a revoke
 * restores exactly what was live, and a blob is written once and never changed, so readers never see half a file.
 * The database decides which blobs are still needed (see H5Repository.isBlobReferenced); this class only moves bytes.
 */
export class BlobStore {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'blobs');
    fs.mkdirSync(this.root, { recursive: true });
  }

  pathOf(sha256: string): string {
    // The name comes from our own rows, but a wrong one must never reach outside the folder.
    if (!SHA256.test(sha256)) throw new Error(`not a sha256: ${sha256}`);
    return path.join(this.root, sha256.slice(0, 2), sha256);
  }

  /** Stores `bytes` (a no-op when that content is already there) and answers its SHA-256. */
  put(bytes: Buffer): string {
    const sha256 = sha256Hex(bytes);
    const target = this.pathOf(sha256);
    if (fs.existsSync(target)) return sha256;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // Write aside, flush, then rename: a crash leaves either no blob or the whole blob, never a torn one.
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    const fd = fs.openSync(temp, 'w');
    try {
      fs.writeSync(fd, bytes);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, target);
    return sha256;
  }

  has(sha256: string): boolean {
    return fs.existsSync(this.pathOf(sha256));
  }

  /** The bytes, or undefined when the blob is missing (a data folder wiped under a kept database). */
  read(sha256: string): Buffer | undefined {
    try {
      return fs.readFileSync(this.pathOf(sha256));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  remove(sha256: string): void {
    fs.rmSync(this.pathOf(sha256), { force: true });
  }

  /** Every stored blob's name (tests prove a refused upload added none). */
  list(): string[] {
    if (!fs.existsSync(this.root)) return [];
    return fs
      .readdirSync(this.root)
      .flatMap((dir) => fs.readdirSync(path.join(this.root, dir)))
      .filter((name) => SHA256.test(name))
      .sort();
  }
}
