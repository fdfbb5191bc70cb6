// The result as a picture: the summary's SVG drawings (result line, map, chart) copied with their
// computed styles into one standalone SVG, drawn on a canvas and saved as a PNG. Shared through the
// Web Share API where the browser can share files, downloaded elsewhere.
import { downloadBlob } from '../../bridges/files';

/** Style properties an SVG drawing needs once it leaves the page's style sheets. */
const PROPS = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'display',
  'visibility',
] as const;

// As SVG presentation attributes, not a `style` attribute: the app's Content-Security-Policy has no
// 'unsafe-inline' for styles, and in the standalone SVG no style sheet overrides them.
function inlineStyles(source: Element, copy: Element): void {
  const style = getComputedStyle(source);
  for (const p of PROPS) copy.setAttribute(p, style.getPropertyValue(p));
  const from = source.children;
  const to = copy.children;
  for (let i = 0; i < from.length; i++) {
    const a = from[i];
    const b = to[i];
    if (a && b) inlineStyles(a, b);
  }
}

const NS = 'http://www.w3.org/2000/svg';

/** The colour behind an element: the first ancestor's background that is not transparent. */
function backgroundOf(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const colour = getComputedStyle(node).backgroundColor;
    if (colour && colour !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(colour)) return colour;
  }
  return '#ffffff';
}

/** Words broken into lines of at most `max` characters. */
export function wrapLines(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** One SVG of the drawings stacked top to bottom at `width`, a result line above them, on the page's background. */
export function composeSvg(drawings: readonly SVGSVGElement[], result: string, width = 360): string {
  const first = drawings[0] ?? document.body;
  const background = backgroundOf(first);
  const color = getComputedStyle(first).color || '#000000';
  const font = getComputedStyle(document.body).fontFamily;
  const root = document.createElementNS(NS, 'svg');
  root.setAttribute('xmlns', NS);
  const pad = 10;
  let y = pad;
  const title = document.createElementNS(NS, 'text');
  title.setAttribute('fill', color);
  title.setAttribute('font-weight', '700');
  title.setAttribute('font-size', '16px');
  title.setAttribute('font-family', font);
  for (const line of wrapLines(result, 36)) {
    const span = document.createElementNS(NS, 'tspan');
    span.setAttribute('x', String(pad));
    span.setAttribute('y', String(y + 16));
    span.textContent = line;
    title.append(span);
    y += 21;
  }
  y += 8;
  const parts: Element[] = [title];
  for (const drawing of drawings) {
    const box = drawing.viewBox.baseVal;
    if (!box || box.width === 0) continue;
    const inner = width - 2 * pad;
    const height = (box.height / box.width) * inner;
    const copy = drawing.cloneNode(true) as SVGSVGElement;
    inlineStyles(drawing, copy);
    copy.setAttribute('x', String(pad));
    copy.setAttribute('y', String(y));
    copy.setAttribute('width', String(inner));
    copy.setAttribute('height', String(height));
    copy.style.color = color;
    parts.push(copy);
    y += height + 8;
  }
  const height = Math.ceil(y + pad);
  root.setAttribute('viewBox', `0 0 ${width} ${height}`);
  root.setAttribute('width', String(width));
  root.setAttribute('height', String(height));
  const back = document.createElementNS(NS, 'rect');
  back.setAttribute('width', '100%');
  back.setAttribute('height', '100%');
  back.setAttribute('fill', background);
  root.append(back, ...parts);
  return new XMLSerializer().serializeToString(root);
}

/** The SVG drawn on a canvas at `scale`, as a PNG. */
export async function svgToPng(svg: string, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(image.naturalWidth * scale);
    canvas.height = Math.round(image.naturalHeight * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.scale(scale, scale);
    context.drawImage(image, 0, 0);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** How the picture left the app. */
export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

/** Shares the PNG through the Web Share API when the browser can share files; downloads it otherwise. */
export async function sharePng(
  png: Blob,
  fileName: string,
  title: string,
  text: string,
): Promise<ShareOutcome> {
  const file = new File([png], fileName, { type: 'image/png' });
  const data: ShareData = { files: [file], title, text };
  if (typeof navigator.canShare === 'function' && navigator.canShare(data)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  downloadBlob(fileName, png);
  return 'downloaded';
}
