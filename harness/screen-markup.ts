// Renders app screens in Node (preact-render-to-string runs the hooks' first render, as the browser's
// first paint) and reads what a person and a screen reader get from them: the visible text and the
// accessible tree (every element's role, name-giving attributes, aria-*, disabled and open states).
// The shared-screen test (test/app/game/round/shared-screens.test.ts) compares these under two private states.
import '../src/app/game/core/screen-text';
import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';

/** What a rendered screen says: its visible text, its accessible tree (one line an element) and the markup. */
export interface ScreenRead {
  text: string;
  tree: string[];
  markup: string;
}

/** Attributes that give an element its role, name, description or state. */
const ACCESSIBLE =
  /^(role|aria-[\w-]+|alt|title|for|id|type|name|value|disabled|open|checked|selected|hidden|href|tabindex|data-testid|data-step|data-holder|label|placeholder|lang)$/;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** Reads a rendered markup string: the text outside tags, and each element with its accessible attributes. */
export function readMarkup(markup: string): ScreenRead {
  const tree: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)([^>]*)>/g;
  for (let m = tag.exec(markup); m !== null; m = tag.exec(markup)) {
    if (m[1] === '/') continue;
    const attrs: string[] = [];
    const attr = /([^\s=]+)(?:="([^"]*)")?/g;
    for (let a = attr.exec(m[3] ?? ''); a !== null; a = attr.exec(m[3] ?? '')) {
      const name = a[1] ?? '';
      if (ACCESSIBLE.test(name)) attrs.push(`${name}=${decode(a[2] ?? '')}`);
    }
    tree.push([m[2], ...attrs].join(' '));
  }
  const text = decode(markup.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  return { text, tree, markup };
}

/** Renders a screen to markup and reads it. */
export function readScreen(node: VNode): ScreenRead {
  return readMarkup(renderToString(node));
}
