/**
 * The small parts of an xlsx that say how to read its first sheet, read with yauzl and a SAX
 * parser (saxes): the package relationships lead to the workbook, the workbook to its first
 * sheet, its shared strings and styles; the shared strings become one array, the styles the
 * number format of each cell style, `date1904` the date system. Only these parts are inflated
 * (after zip-guard.ts has checked every part's real size), each as a stream.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl from 'yauzl';

export interface XlsxParts {
  zip: yauzl.ZipFile;
  sheet: yauzl.Entry;
  sharedStrings: string[];
  /** Number format of each cell style (`s` attribute): a built-in id or a format code. */
  formats: (number | string)[];
  date1904: boolean;
}

/** The local part of an element or attribute name (`x:c` → `c`): some writers prefix SpreadsheetML. */
export const local = (name: string): string => {
  const at = name.indexOf(':');
  return at < 0 ? name : name.slice(at + 1);
};

/** Excel's `_xHHHH_` escapes (characters XML cannot hold, e.g. `_x000D_`), as SheetJS decodes them. */
export function unescapeExcel(text: string): string {
  return text.includes('_x')
    ? text.replace(/_x([0-9a-fA-F]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : text;
}

/**
 * A copy of `text` that no longer points into the parser's input. SAX text is a slice of the
 * XML chunk it came from, and V8 keeps a slice's whole parent alive: kept cells would hold the
 * sheet's entire XML text. Prepending a character and slicing it off forces one flat copy.
 */
export const detach = (text: string): string => (text.length < 13 ? text : ` ${text}`.slice(1));

export function openZip(bytes: Uint8Array): Promise<yauzl.ZipFile> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (err, zip) => (err || !zip ? reject(err) : resolve(zip)));
  });
}

/** Every entry by its lower-cased name (SheetJS and Excel find parts case-insensitively). */
export function listEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>();
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName.toLowerCase(), entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/**
 * Streams one part through `parser` (inflated piece by piece, never whole); resolves when the
 * document closed well-formed, rejects on a zip error (corrupt data, a part longer than it
 * declares) or an XML error, or with what a handler threw.
 */
export function streamPart(zip: yauzl.ZipFile, entry: yauzl.Entry, parser: SaxesParser): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(err ?? new Error('no stream'));
      stream.setEncoding('utf8');
      let first = true;
      let failed = false;
      stream.on('data', (chunk: string) => {
        if (failed) return;
        try {
          parser.write(first && chunk.charCodeAt(0) === 0xfeff ? chunk.slice(1) : chunk);
          first = false;
        } catch (e) {
          failed = true;
          stream.destroy();
          reject(e);
        }
      });
      stream.on('error', (e) => {
        failed = true;
        reject(e);
      });
      stream.on('end', () => {
        if (failed) return;
        try {
          parser.close();
          resolve();
        } catch (e) {
          reject(e);
        }
      });
    });
  });
}

/**
 * Like streamPart, with back-pressure: after each inflated piece is parsed, `between()` runs and
 * the next piece is read only once it has settled (the caller hands the rows read so far on, and
 * waits until they are stored). Rejects as streamPart does, or with what `between` threw.
 */
export function streamPartPaced(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  parser: SaxesParser,
  between: () => Promise<void> | undefined,
): Promise<void> {
  return new Promise<NodeJS.ReadableStream>((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => (err || !stream ? reject(err ?? new Error('no stream')) : resolve(stream)));
  }).then(async (stream) => {
    stream.setEncoding('utf8');
    let first = true;
    for await (const piece of stream as AsyncIterable<string>) {
      parser.write(first && piece.charCodeAt(0) === 0xfeff ? piece.slice(1) : piece);
      first = false;
      const wait = between();
      if (wait) await wait;
    }
    parser.close();
  });
}

type Attrs = SaxesTagPlain['attributes'];

/** Runs `onTag` on every opening tag of a small part. */
async function eachTag(zip: yauzl.ZipFile, entry: yauzl.Entry, onTag: (name: string, attrs: Attrs) => void): Promise<void> {
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => onTag(local(tag.name), tag.attributes));
  await streamPart(zip, entry, parser);
}

interface Rel {
  type: string;
  target: string;
}

/** A part's relationships (`dir/_rels/name.rels`), by id; targets resolved against the part's folder. */
async function relsOf(zip: yauzl.ZipFile, entries: Map<string, yauzl.Entry>, part: string): Promise<Map<string, Rel>> {
  const slash = part.lastIndexOf('/');
  const dir = slash < 0 ? '' : part.slice(0, slash + 1);
  const relsName = `${dir}_rels/${part.slice(slash + 1)}.rels`;
  const out = new Map<string, Rel>();
  const entry = entries.get(relsName.toLowerCase());
  if (!entry) return out;
  await eachTag(zip, entry, (name, attrs) => {
    if (name !== 'Relationship') return;
    const target = String(attrs.Target ?? '');
    out.set(String(attrs.Id ?? ''), { type: String(attrs.Type ?? ''), target: resolvePath(dir, target) });
  });
  return out;
}

/** A relationship target: absolute (`/xl/...`) or relative to the folder, with `..` resolved. */
function resolvePath(dir: string, target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : dir + target).split('/');
  const out: string[] = [];
  for (const p of parts) {
    if (p === '..') out.pop();
    else if (p !== '.' && p !== '') out.push(p);
  }
  return out.join('/');
}

const byType = (rels: Map<string, Rel>, suffix: string) => [...rels.values()].find((r) => r.type.endsWith(suffix))?.target;

/** The shared strings: each `<si>`'s text runs joined, phonetic runs (`<rPh>`) left out. */
async function readSharedStrings(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<string[]> {
  const out: string[] = [];
  const parser = new SaxesParser();
  let inSi = false;
  let inT = false;
  let phonetic = 0;
  let text = '';
  parser.on('opentag', (tag) => {
    switch (local(tag.name)) {
      case 'si':
        inSi = true;
        text = '';
        break;
      case 't':
        inT = inSi && phonetic === 0;
        break;
      case 'rPh':
        phonetic++;
        break;
    }
  });
  parser.on('text', (t) => {
    if (inT) text += t;
  });
  parser.on('cdata', (t) => {
    if (inT) text += t;
  });
  parser.on('closetag', (tag) => {
    switch (local(tag.name)) {
      case 'si':
        out.push(detach(unescapeExcel(text)));
        inSi = false;
        break;
      case 't':
        inT = false;
        break;
      case 'rPh':
        phonetic--;
        break;
    }
  });
  await streamPart(zip, entry, parser);
  return out;
}

/** The number format of each cell style (`<cellXfs>`), custom codes from `<numFmts>`. */
async function readFormats(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<(number | string)[]> {
  const custom = new Map<number, string>();
  const xfIds: number[] = [];
  let inCellXfs = false;
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    if (name === 'numFmt') custom.set(Number(tag.attributes.numFmtId), String(tag.attributes.formatCode ?? 'General'));
    else if (name === 'cellXfs') inCellXfs = true;
    else if (name === 'xf' && inCellXfs) xfIds.push(Number(tag.attributes.numFmtId ?? 0) || 0);
  });
  parser.on('closetag', (tag) => {
    if (local(tag.name) === 'cellXfs') inCellXfs = false;
  });
  await streamPart(zip, entry, parser);
  return xfIds.map((id) => custom.get(id) ?? id);
}

/** Finds and reads the parts the first sheet needs; throws when there is no readable first sheet. */
export async function readParts(bytes: Uint8Array): Promise<XlsxParts> {
  const zip = await openZip(bytes);
  const entries = await listEntries(zip);
  const root = await relsOf(zip, entries, '');
  const workbookPath = byType(root, '/officeDocument') ?? 'xl/workbook.xml';
  const workbook = entries.get(workbookPath.toLowerCase());
  if (!workbook) throw new Error('no workbook');
  const rels = await relsOf(zip, entries, workbookPath);

  let firstSheetRel: string | undefined;
  let date1904 = false;
  await eachTag(zip, workbook, (name, attrs) => {
    if (name === 'workbookPr') date1904 = ['1', 'true'].includes(String(attrs.date1904 ?? '').toLowerCase());
    if (name === 'sheet' && firstSheetRel === undefined) {
      // The relationship id is `r:id` under whatever prefix the writer bound.
      const key = Object.keys(attrs).find((k) => local(k) === 'id' && k.includes(':'));
      firstSheetRel = key === undefined ? '' : String(attrs[key]);
    }
  });
  const sheetPath = firstSheetRel === undefined ? undefined : rels.get(firstSheetRel)?.target;
  const sheet = sheetPath === undefined ? undefined : entries.get(sheetPath.toLowerCase());
  if (!sheet) throw new Error('no first sheet');

  const sstPath = byType(rels, '/sharedStrings');
  const sstEntry = sstPath === undefined ? undefined : entries.get(sstPath.toLowerCase());
  const stylesPath = byType(rels, '/styles');
  const stylesEntry = stylesPath === undefined ? undefined : entries.get(stylesPath.toLowerCase());
  return {
    zip,
    sheet,
    sharedStrings: sstEntry ? await readSharedStrings(zip, sstEntry) : [],
    formats: stylesEntry ? await readFormats(zip, stylesEntry) : [],
    date1904,
  };
}
