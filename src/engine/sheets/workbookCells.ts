/**
 * What read-excel-file reads as empty cells though the workbook holds more: merged ranges (a value
 * only in the range's first cell) and formulas saved without their result (written by a program
 * rather than a spreadsheet application). Read from the workbook's XML, sheet by sheet, by name.
 */
import { strFromU8, unzipSync } from 'fflate';

export interface SheetCellFacts {
  /** merged ranges as the sheet writes them: `B3:C3` */
  merged: string[];
  /** cells with a formula and no saved value: `D5` */
  formulasWithoutValues: string[];
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/** Each cell's formula without a value: a `<c>` that holds an `<f>` and no `<v>`. */
function formulasWithoutValues(xml: string, atMost = 20): string[] {
  const found: string[] = [];
  for (let at = xml.indexOf('<f'); at >= 0 && found.length < atMost; at = xml.indexOf('<f', at + 2)) {
    const next = xml[at + 2];
    if (next !== '>' && next !== ' ' && next !== '/') continue;
    const start = xml.lastIndexOf('<c ', at);
    const end = xml.indexOf('</c>', at);
    if (start < 0 || end < 0) continue;
    const cell = xml.slice(start, end);
    if (!/<v[\s>]/.test(cell) && !/<is[\s>]/.test(cell)) found.push(attribute(cell.slice(0, cell.indexOf('>') + 1), 'r') ?? '?');
  }
  return found;
}

/** The facts of each sheet of an XLSX workbook, by the sheet's name; empty when its parts are not where they usually are. */
export function workbookCellFacts(bytes: Uint8Array): Map<string, SheetCellFacts> {
  const facts = new Map<string, SheetCellFacts>();
  const files = unzipSync(bytes, { filter: (f) => f.name === 'xl/workbook.xml' || f.name === 'xl/_rels/workbook.xml.rels' || f.name.startsWith('xl/worksheets/sheet') });
  const workbook = files['xl/workbook.xml'];
  const rels = files['xl/_rels/workbook.xml.rels'];
  if (!workbook || !rels) return facts;
  const targets = new Map<string, string>();
  for (const tag of strFromU8(rels).match(/<Relationship\s[^>]*>/g) ?? []) {
    const id = attribute(tag, 'Id');
    const target = attribute(tag, 'Target');
    if (id && target) targets.set(id, target.replace(/^\/?(xl\/)?/, 'xl/'));
  }
  for (const tag of strFromU8(workbook).match(/<sheet\s[^>]*>/g) ?? []) {
    const name = attribute(tag, 'name');
    const part = targets.get(attribute(tag, 'r:id') ?? '');
    const sheet = part ? files[part] : undefined;
    if (!name || !sheet) continue;
    const xml = strFromU8(sheet);
    const merged = [...xml.matchAll(/<mergeCell\s[^>]*ref="([^"]+)"/g)].map((m) => m[1] ?? '');
    facts.set(unescapeXml(name), { merged, formulasWithoutValues: formulasWithoutValues(xml) });
  }
  return facts;
}

const unescapeXml = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
