/** Minimal SVG inspection for tests: a well-formedness check and queries on Vega's mark groups. */

export interface SvgNode {
  readonly tag: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: SvgNode[];
  text: string;
}

const TOKEN = /<!--[\s\S]*?-->|<\/([A-Za-z][\w:-]*)\s*>|<([A-Za-z][\w:-]*)((?:\s+[\w:-]+\s*=\s*"[^"]*")*)\s*(\/?)>|([^<]+)/g;
const ATTR = /([\w:-]+)\s*=\s*"([^"]*)"/g;

/** Parses SVG text into a tree; throws if tags are unbalanced or stray `<` appears. */
export function parseSvg(svg: string): SvgNode {
  if (!svg.startsWith('<svg')) throw new Error('not an SVG document: must start with <svg');
  const root: SvgNode = { tag: '#root', attrs: {}, children: [], text: '' };
  const stack: SvgNode[] = [root];
  let consumed = 0;
  for (const m of svg.matchAll(TOKEN)) {
    if (m.index !== consumed) throw new Error(`unparsable SVG at offset ${consumed}: ${svg.slice(consumed, consumed + 40)}`);
    consumed += m[0].length;
    const top = stack[stack.length - 1];
    if (top === undefined) throw new Error('content after the root element');
    if (m[0].startsWith('<!--')) continue;
    if (m[1] !== undefined) {
      if (top.tag !== m[1]) throw new Error(`mismatched </${m[1]}>, open element is <${top.tag}>`);
      stack.pop();
    } else if (m[2] !== undefined) {
      const attrs: Record<string, string> = {};
      for (const a of (m[3] ?? '').matchAll(ATTR)) attrs[a[1] ?? ''] = a[2] ?? '';
      const node: SvgNode = { tag: m[2], attrs, children: [], text: '' };
      top.children.push(node);
      if (m[4] !== '/') stack.push(node);
    } else if (m[5] !== undefined) {
      top.text += m[5];
    }
  }
  if (consumed !== svg.length) throw new Error('trailing garbage');
  if (stack.length !== 1) throw new Error(`unclosed <${stack[stack.length - 1]?.tag}>`);
  const first = root.children[0];
  if (root.children.length !== 1 || first?.tag !== 'svg') throw new Error('expected exactly one <svg> root');
  return first;
}

export function walk(node: SvgNode, visit: (n: SvgNode) => void): void {
  visit(node);
  for (const c of node.children) walk(c, visit);
}

/** All `<g>` groups whose class list contains every given class. */
export function groups(root: SvgNode, ...classes: string[]): SvgNode[] {
  const out: SvgNode[] = [];
  walk(root, (n) => {
    const list = (n.attrs.class ?? '').split(/\s+/);
    if (n.tag === 'g' && classes.every((c) => list.includes(c))) out.push(n);
  });
  return out;
}

/** Items (direct children) of the mark group(s) named `<name>` (Vega-Lite: `<layer name>_marks`). */
export function markItems(root: SvgNode, name: string): SvgNode[] {
  return groups(root, 'role-mark', name).flatMap((g) => g.children);
}

/** Decoded text of the `<text>` elements inside groups with the given class. */
export function texts(root: SvgNode, ...classes: string[]): string[] {
  const out: string[] = [];
  for (const g of groups(root, ...classes)) walk(g, (n) => {
    if (n.tag === 'text') out.push(decode(n.text + n.children.map((c) => c.text).join('')));
  });
  return out;
}

export function decode(s: string): string {
  return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

/** Texts of the chart title(s): title groups that are not inside a facet cell (`role-scope`). */
export function titleText(root: SvgNode): string[] {
  const out: string[] = [];
  const visit = (n: SvgNode, inScope: boolean): void => {
    const list = (n.attrs.class ?? '').split(/\s+/);
    const scope = inScope || list.includes('role-scope');
    if (!scope && list.includes('role-title-text')) {
      walk(n, (t) => {
        if (t.tag === 'text') out.push(decode(t.text));
      });
      return;
    }
    for (const c of n.children) visit(c, scope);
  };
  visit(root, false);
  return out;
}
export const axisTitles = (root: SvgNode): string[] => texts(root, 'role-axis-title');
export const legendLabels = (root: SvgNode): string[] => texts(root, 'role-legend-label');
export const legendTitles = (root: SvgNode): string[] => texts(root, 'role-legend-title');
