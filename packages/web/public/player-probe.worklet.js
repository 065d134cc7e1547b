// The turbo player's timing probe (loaded only when the debug flag `qflPlayerDebug` is set): each
// scheduled step also starts a short marker pulse whose value is the step's sequence number, with
// the same start(when) as the step's sound; this processor reports the audio frame where each pulse
// begins, so the benchmark compares where sound actually started with where it was planned.
class PlayerProbe extends AudioWorkletProcessor {
  constructor() {
    super();
    this.last = 0;
  }

  process(inputs) {
    const channel = inputs[0]?.[0];
    if (!channel) return true;
    for (let i = 0; i < channel.length; i++) {
      const v = channel[i];
      if (v > 0.5 && this.last <= 0.5) this.port.postMessage({ seq: Math.round(v), frame: currentFrame + i });
      this.last = v;
    }
    return true;
  }
}

registerProcessor('qfl-player-probe', PlayerProbe);
