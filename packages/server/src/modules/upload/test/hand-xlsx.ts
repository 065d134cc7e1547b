/**
 * Test fixtures: xlsx files written by hand, part by part, for what SheetJS's writer never
 * produces — inline strings, rich text and phonetic runs in shared strings, prefixed element
 * names, rows and cells without references, a custom number format, a truncated sheet.
 */
import { zipTexts } from './zip.js';

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

export interface HandXlsx {
  /** The inside of `<sheetData>`. */
  sheetData: string;
  /** `<si>` elements of the shared strings part (no part when absent). */
  sharedStrings?: string[];
  /** The inside of styles.xml's root (no part when absent). */
  styles?: string;
  date1904?: boolean;
  /** Cut the sheet part's XML after this many characters (a truncated, malformed sheet). */
  cutSheetAt?: number;
  /** Element prefix for SpreadsheetML (`x` gives `<x:row>`…). */
  prefix?: string;
}

export function handXlsx(o: HandXlsx): Uint8Array {
  const p = o.prefix ? `${o.prefix}:` : '';
  const xmlns = o.prefix ? `xmlns:${o.prefix}="${NS}"` : `xmlns="${NS}"`;
  let sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<${p}worksheet ${xmlns} xmlns:r="${REL}"><${p}sheetData>${o.sheetData}</${p}sheetData></${p}worksheet>`;
  if (o.cutSheetAt !== undefined) sheet = sheet.slice(0, o.cutSheetAt);
  const rels = [`<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`];
  const parts: Record<string, string> = {
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"></Types>',
    '_rels/.rels': `<?xml version="1.0"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0"?><${p}workbook ${xmlns} xmlns:r="${REL}">${o.date1904 ? `<${p}workbookPr date1904="1"/>` : ''}<${p}sheets><${p}sheet name="Words" sheetId="1" r:id="rId1"/></${p}sheets></${p}workbook>`,
    'xl/worksheets/sheet1.xml': sheet,
  };
  if (o.sharedStrings) {
    rels.push(`<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`);
    parts['xl/sharedStrings.xml'] = `<?xml version="1.0"?><${p}sst ${xmlns}>${o.sharedStrings.join('')}</${p}sst>`;
  }
  if (o.styles !== undefined) {
    rels.push(`<Relationship Id="rId3" Type="${REL}/styles" Target="/xl/styles.xml"/>`);
    parts['xl/styles.xml'] = `<?xml version="1.0"?><${p}styleSheet ${xmlns}>${o.styles}</${p}styleSheet>`;
  }
  parts['xl/_rels/workbook.xml.rels'] = `<?xml version="1.0"?><Relationships xmlns="${PKG}">${rels.join('')}</Relationships>`;
  return zipTexts(parts);
}
