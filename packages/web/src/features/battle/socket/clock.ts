/**
 * The server's clock as seen from the browser. Question deadlines and the countdown are server
 * epoch ms, and a phone's clock can be seconds off: the offset comes from ping/pong round trips
 * (the sample with the shortest round trip of the last few wins, since its midpoint guess errs
 * least), or, before the first pong, from the `now` a question carries (off by one trip).
 */
interface RoundTrip {
  offset: number;
  rtt: number;
}

const KEEP = 5;

export class ServerClock {
  private trips: RoundTrip[] = [];
  private oneWay: number | null = null;

  /** A pong answered `serverNow` to a ping sent at `sentAt`, received at `receivedAt` (local ms). */
  addRoundTrip(sentAt: number, serverNow: number, receivedAt: number): void {
    const rtt = Math.max(0, receivedAt - sentAt);
    this.trips = [...this.trips, { offset: serverNow - (sentAt + rtt / 2), rtt }].slice(-KEEP);
  }

  /** A frame stamped `serverNow` by the server arrived at `receivedAt`. */
  addOneWay(serverNow: number, receivedAt: number): void {
    this.oneWay = serverNow - receivedAt;
  }

  /** Milliseconds to add to the local clock to read the server's. */
  get offset(): number {
    if (this.trips.length > 0) {
      let best = this.trips[0] as RoundTrip;
      for (const trip of this.trips) if (trip.rtt < best.rtt) best = trip;
      return Math.round(best.offset);
    }
    return this.oneWay ?? 0;
  }

  serverNow(localNow: number): number {
    return localNow + this.offset;
  }
}
