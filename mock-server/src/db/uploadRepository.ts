import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';

export interface StoredFile {
  id: string;
  contentType: string;
  bytes: Buffer;
}

/** The small copy of an image that lists and forms draw (contract imageThumbnails). */
export interface StoredThumbnail {
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
}

export interface NewFile {
  moduleKey: string;
  field: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
  createdBy: string;
}

/**
 * Uploaded files as blobs in the database (not files on disk): one store for `:memory:` and file databases alike,
 * as durable as the records that point at them, nothing to clean up beside the database. Ids are the first 32 hex
 * digits of the bytes' SHA-256, so a URL always names the same content and may be cached forever; the same image
 * uploaded twice is stored once.
 */
export class UploadRepository {
  constructor(private readonly db: Database.Database) {}

  save(file: NewFile, now: number): string {
    const id = createHash('sha256').update(file.bytes).digest('hex').slice(0, 32);
    this.db
      .prepare(
        `INSERT OR IGNORE INTO uploaded_files (id, module_key, field, file_name, content_type, bytes, created_at, created_by)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(id, file.moduleKey, file.field, file.fileName, file.contentType, file.bytes, now, file.createdBy);
    return id;
  }

  find(id: string): StoredFile | undefined {
    const row = this.db
      .prepare<[string], { id: string; content_type: string; bytes: Buffer }>('SELECT id, content_type, bytes FROM uploaded_files WHERE id = ?')
      .get(id);
    return row ? { id: row.id, contentType: row.content_type, bytes: row.bytes } : undefined;
  }

  /** Keeps the thumbnail of a stored file (once: a second writer of the same thumbnail changes nothing). */
  saveThumbnail(id: string, thumbnail: StoredThumbnail): void {
    this.db
      .prepare('INSERT OR IGNORE INTO uploaded_thumbnails (id, content_type, bytes, width, height) VALUES (?, ?, ?, ?, ?)')
      .run(id, thumbnail.contentType, thumbnail.bytes, thumbnail.width, thumbnail.height);
  }

  findThumbnail(id: string): StoredThumbnail | undefined {
    const row = this.db
      .prepare<[string], { content_type: string; bytes: Buffer; width: number; height: number }>(
        'SELECT content_type, bytes, width, height FROM uploaded_thumbnails WHERE id = ?',
      )
      .get(id);
    return row ? { contentType: row.content_type, bytes: row.bytes, width: row.width, height: row.height } : undefined;
  }

  count(): number {
    return this.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM uploaded_files').get()?.n ?? 0;
  }
}
