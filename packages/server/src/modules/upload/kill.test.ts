/**
 * A process killed (SIGKILL, no chance to clean up) in the middle of an apply leaves no partial
 * book: the apply is one transaction, and SQLite rolls the journal back / PostgreSQL drops the
 * transaction with the connection. The child (test/apply-child.ts) reports its progress; it is
 * killed once some batches of items are written inside the open transaction.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { backends, countRows, createTestDatabase } from '../../test/harness.js';

const child = fileURLToPath(new URL('./test/apply-child.ts', import.meta.url));

/** Runs the child until it has written `after` items inside the transaction, then kills it. */
function runAndKill(target: string, items: number, after: number): Promise<{ killedAt: number; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import=tsx', child, target, String(items)], { stdio: ['ignore', 'pipe', 'pipe'] });
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
