/**
 * A process killed (SIGKILL, no chance to clean up) half-way through a preview (test/preview-child.ts,
 * killed after a few chunks were written into its draft book) leaves no partial book anyone sees:
 * the draft stays hidden, the upload cannot be applied (its count is still 0), and the expiry
 * cleanup deletes both.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.js';
import { cleanupRepo } from '../../jobs/cleanup-repo.js';
import { type Backend, backends, countRows, createTestDatabase } from '../../test/harness.js';
import { booksRepo } from '../books/repo.js';
import { applyUpload } from './apply.js';

const previewChild = fileURLToPath(new URL('./test/preview-child.ts', import.meta.url));

/** Runs a child on `target` with `items` words and kills it (SIGKILL) at the first line `killAt` accepts; answers its lines. */
function runAndKill(child: string, target: string, items: number, killAt: (line: string) => boolean): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import=tsx', child, target, String(items)], { stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: string[] = [];
    let err = '';
    let killed = false;
    proc.stderr.on('data', (d) => {
      err += String(d);
    });
    proc.stdout.on('data', (d) => {
      for (const line of String(d).split('\n').filter(Boolean)) {
        lines.push(line);
        if (!killed && killAt(line)) {
          killed = true;
          proc.kill('SIGKILL');
        }
      }
    });
    proc.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') resolve(lines);
      else reject(new Error(`child ended without being killed:\n${lines.slice(-5).join('\n')}\n${err.slice(-2000)}`));
    });
  });
}

/** `work` on a fresh database of `backend` (an SQLite file the children can open too), dropped after. */
async function onFreshDatabase(backend: Backend, work: (db: Kysely<DB>, target: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'qfl-kill-'));
  const path = join(dir, 'kill.db');
  const { database, url, drop } = await createTestDatabase(backend, path);
  try {
    await work(database.db, url ?? path);
  } finally {
    await drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(backends)('preview killed half-way on %s', (backend) => {
  it('leaves no book anyone sees, nothing to apply, and what it wrote to the expiry cleanup', { timeout: 120_000 }, async () => {
    await onFreshDatabase(backend, async (db, target) => {
      const lines = await runAndKill(previewChild, target, 20_000, (line) => line === 'stored 2');
      expect(lines).toContain('stored 2');
      expect(lines).not.toContain('previewed');
      // Three chunks of 2,000 were written into the draft, which nobody sees.
      expect(await countRows(db, 'book_items')).toBeGreaterThanOrEqual(6_000);
      const books = await db.selectFrom('books').select(['id', 'owner_id', 'retired_at']).execute();
      expect(books).toHaveLength(1);
      expect(books[0]?.retired_at).not.toBeNull();
      const owner = { id: Number(books[0]?.owner_id), role: 'user' } as const;
      expect(await booksRepo.list(db, owner, { mine: true, limit: 50 })).toEqual([]);
      // The upload was never completed: apply refuses it and shows nothing.
      const [upload] = await db.selectFrom('uploads').select(['id', 'item_count', 'expires_at']).execute();
      expect(upload?.item_count).toBe(0);
      const noProgress = { report: async () => undefined };
      await expect(applyUpload(db, owner.id, String(upload?.id), noProgress)).rejects.toMatchObject({
        key: 'upload.empty',
      });
      expect((await db.selectFrom('books').select('retired_at').executeTakeFirstOrThrow()).retired_at).not.toBeNull();
      // At its expiry the cleanup deletes the draft, its items and the upload.
      await cleanupRepo.deleteExpiredUploads(db, Number(upload?.expires_at));
      expect(await countRows(db, 'books')).toBe(0);
      expect(await countRows(db, 'book_items')).toBe(0);
      expect(await countRows(db, 'uploads')).toBe(0);
    });
  });
});
