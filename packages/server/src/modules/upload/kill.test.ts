/**
 * A process killed (SIGKILL, no chance to clean up) half-way leaves no partial book anyone sees:
 * - in a preview (test/preview-child.ts, killed after a few chunks were written into its draft
 *   book): the draft stays hidden, the upload cannot be applied (its count is still 0), and the
 *   expiry cleanup deletes both;
 * - in the apply of an upload stored before drafts (test/apply-child.ts, killed once some
 *   batches of items are written inside the open transaction): the apply is one transaction, and
 *   SQLite rolls the journal back / PostgreSQL drops the transaction with the connection.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cleanupRepo } from '../../jobs/cleanup-repo.js';
import { backends, countRows, createTestDatabase } from '../../test/harness.js';
import { booksRepo } from '../books/repo.js';
import { applyUpload } from './apply.js';

const applyChild = fileURLToPath(new URL('./test/apply-child.ts', import.meta.url));
const previewChild = fileURLToPath(new URL('./test/preview-child.ts', import.meta.url));

/** Runs the child until it has written `after` items inside the transaction, then kills it. */
function runAndKill(target: string, items: number, after: number): Promise<{ killedAt: number; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import=tsx', applyChild, target, String(items)], { stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: string[] = [];
    let err = '';
    let killedAt = -1;
    proc.stderr.on('data', (d) => {
      err += String(d);
    });
    proc.stdout.on('data', (d) => {
      for (const line of String(d).split('\n').filter(Boolean)) {
        lines.push(line);
        const m = /^progress apply (\d+) (\d+)$/.exec(line);
        if (m && killedAt < 0 && Number(m[1]) >= after && Number(m[1]) < Number(m[2])) {
          killedAt = Number(m[1]);
          proc.kill('SIGKILL');
        }
      }
    });
    proc.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') resolve({ killedAt, lines });
      else reject(new Error(`child ended without being killed:\n${lines.slice(-5).join('\n')}\n${err.slice(-2000)}`));
    });
  });
}

/** Runs the preview child until it has stored chunk `seq`, then kills it. */
function previewAndKill(target: string, items: number, seq: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import=tsx', previewChild, target, String(items)], { stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: string[] = [];
    let err = '';
    proc.stderr.on('data', (d) => {
      err += String(d);
    });
    proc.stdout.on('data', (d) => {
      for (const line of String(d).split('\n').filter(Boolean)) {
        lines.push(line);
        if (line === `stored ${seq}`) proc.kill('SIGKILL');
      }
    });
    proc.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') resolve(lines);
      else reject(new Error(`child ended without being killed:\n${lines.slice(-5).join('\n')}\n${err.slice(-2000)}`));
    });
  });
}

describe.each(backends)('preview killed half-way on %s', (backend) => {
  it('leaves no book anyone sees, nothing to apply, and what it wrote to the expiry cleanup', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qfl-kill-'));
    const path = join(dir, 'kill.db');
    const { database, url, drop } = await createTestDatabase(backend, path);
    try {
      const lines = await previewAndKill(url ?? path, 20_000, 2);
      expect(lines).toContain('stored 2');
      expect(lines).not.toContain('previewed');
      const db = database.db;
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
      await expect(applyUpload(db, backend === 'postgres', owner.id, String(upload?.id), noProgress)).rejects.toMatchObject({
        key: 'upload.empty',
      });
      expect((await db.selectFrom('books').select('retired_at').executeTakeFirstOrThrow()).retired_at).not.toBeNull();
      // At its expiry the cleanup deletes the draft, its items and the upload.
      await cleanupRepo.deleteExpiredUploads(db, Number(upload?.expires_at));
      expect(await countRows(db, 'books')).toBe(0);
      expect(await countRows(db, 'book_items')).toBe(0);
      expect(await countRows(db, 'uploads')).toBe(0);
    } finally {
      await drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(backends)('apply killed half-way on %s', (backend) => {
  it('leaves no book and no items', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qfl-kill-'));
    const path = join(dir, 'kill.db');
    const { database, url, drop } = await createTestDatabase(backend, path);
    try {
      // The child opens its own connection; ours stays for the checks.
      // SQLite copies a chunk of 2,000 items in a statement (book-items.ts): 20,000 items were
      // written before the first progress report; 100,000 give the parent several to kill at.
      const { killedAt, lines } = await runAndKill(url ?? path, backend === 'sqlite' ? 100_000 : 20_000, 2_000);
      expect(lines).toContain('stored');
      expect(killedAt).toBeGreaterThanOrEqual(2_000);
      expect(lines).not.toContain('applied');
      expect(await countRows(database.db, 'books')).toBe(0);
      expect(await countRows(database.db, 'book_items')).toBe(0);
      // The preview is still there to apply again.
      expect(await countRows(database.db, 'uploads')).toBe(1);
    } finally {
      await drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
