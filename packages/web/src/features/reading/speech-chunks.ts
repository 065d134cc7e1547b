/**
 * Speech takes at most 200 characters per request (server AUDIO_MAX_TEXT_LENGTH by default): a
 * longer sentence is read in pieces cut after a comma or semicolon, else at a space, else hard.
 */
export const SPEECH_CHUNK = 180;

export function speechChunks(text: string, max = SPEECH_CHUNK): string[] {
  const out: string[] = [];
  let rest = text.trim();
  while ([...rest].length > max) {
    const head = [...rest].slice(0, max).join('');
    let cut = Math.max(...[',', ';', ':', '，', '、', '；', '：', '—'].map((p) => head.lastIndexOf(p) + 1));
    if (cut < max / 3) cut = head.lastIndexOf(' ') > max / 3 ? head.lastIndexOf(' ') : head.length;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) out.push(rest);
  return out;
}
