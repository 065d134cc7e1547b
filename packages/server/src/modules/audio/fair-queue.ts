/**
 * A fair queue in front of the speech pool: tasks are queued per client (the signed-in user, else
 * the IP), each client runs at most `perClient` tasks at once, and free slots go round-robin over
 * the clients that wait. One client flooding uncached sentences therefore delays another
 * client's word by at most one synthesis per pool thread, not by the whole flood.
 */

interface Waiting {
  start(): void;
}

interface Client {
  running: number;
  queue: Waiting[];
}

export class FairQueue {
  private readonly clients = new Map<string, Client>();
  /** Clients with queued tasks, in round-robin order (the next one to serve first). */
  private readonly turns: string[] = [];
  private running = 0;

  constructor(
    /** Tasks running at once over all clients (the pool's threads). */
    private readonly concurrency: number,
    private readonly perClient = 1,
  ) {}

  /** Tasks waiting (not yet started) over all clients. */
  get waiting(): number {
    let n = 0;
    for (const client of this.clients.values()) n += client.queue.length;
    return n;
  }

  run<T>(clientKey: string, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let client = this.clients.get(clientKey);
      if (!client) {
        client = { running: 0, queue: [] };
        this.clients.set(clientKey, client);
      }
      const owner = client;
      owner.queue.push({
        start: () => {
          this.running++;
          owner.running++;
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              this.running--;
              owner.running--;
              if (owner.running === 0 && owner.queue.length === 0) this.clients.delete(clientKey);
              this.pump();
            });
        },
      });
      if (owner.queue.length === 1) this.turns.push(clientKey);
      this.pump();
    });
  }

  private pump(): void {
    let skipped = 0;
    while (this.running < this.concurrency && this.turns.length > skipped) {
      const key = this.turns.shift() as string;
      const client = this.clients.get(key);
      if (!client || client.queue.length === 0) continue;
      if (client.running >= this.perClient) {
        // Busy up to its share: keep its place behind the others and look further.
        this.turns.push(key);
        skipped++;
        continue;
      }
      const next = client.queue.shift() as Waiting;
      if (client.queue.length > 0) this.turns.push(key);
      next.start();
    }
  }
}
