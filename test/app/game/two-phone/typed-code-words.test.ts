// Each answer to a mistyped code, in words, in English and Polish.
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, loadLanguage } from '../../../../src/app/i18n';
import { refusalText } from '../../../../src/app/game/core/refusal-text';
import { partsMissingText } from '../../../../src/app/game/two-phone/typed-code-text';
import { readTypedCode } from '../../../../src/protocol/scan';
import { crc32 } from '../../../../src/protocol/crc32';
import { toTypedCode } from '../../../../src/protocol/typed-code';
import { en } from '../../../../src/app/i18n/en';

afterEach(() => applyLanguage('en'));

const body = Uint8Array.from({ length: 56 }, (_, i) => (i * 29 + 3) & 0xff);
const frame = new Uint8Array(60);
frame.set(body);
new DataView(frame.buffer).setUint32(56, crc32(body));
const groups = toTypedCode(frame).split(' ');

/** The words shown for what was typed. */
function answer(typed: string): string {
  const read = readTypedCode(typed);
  if (read.ok) throw new Error('read');
  expect(read.key).toBe('protocol/corrupted');
  return refusalText({ source: 'protocol', rejection: read });
}

const swap = (g: string, at: number) => g.slice(0, at) + (g[at] === 'A' ? 'B' : 'A') + g.slice(at + 1);
const cases: [string, string][] = [
  ['empty', ''],
  [
    'bad character',
    [groups[0], `${groups[1]!.slice(0, 2)}U${groups[1]!.slice(3)}`, ...groups.slice(2)].join(' '),
  ],
  ['one wrong group', [groups[0], groups[1], swap(groups[2]!, 1), ...groups.slice(3)].join(' ')],
  ['two wrong groups', [swap(groups[0]!, 0), groups[1], swap(groups[2]!, 1), ...groups.slice(3)].join(' ')],
  ['missing group', [groups[0], ...groups.slice(2)].join(' ')],
  ['extra group', [groups[0], groups[0], ...groups.slice(1)].join(' ')],
  ['missing character', [groups[0], groups[1]!.slice(1), ...groups.slice(2)].join(' ')],
  ['extra character', [groups[0], `7${groups[1]}`, ...groups.slice(2)].join(' ')],
  ['too short', groups.slice(0, -2).join(' ')],
  ['too long', `${groups.join(' ')} 7Q2MK`],
];

describe('typed-code answers', () => {
  it('says what is wrong, in English, naming the character or the group', () => {
    const said = Object.fromEntries(cases.map(([name, typed]) => [name, answer(typed)]));
    expect(said).toEqual({
      empty: 'Type the code first.',
      'bad character': 'Codes never use “U” (group 2, character 3). Check that character again.',
      'one wrong group': 'One character in group 3 is wrong. Check that group again.',
      'two wrong groups': 'Groups 1, 3 each have a wrong character. Check them again.',
      'missing group': 'Group 2 is missing: the groups after it are right. Type it in its place.',
      'extra group': 'Group 2 is one too many (typed twice?). Leave it out.',
      'missing character': 'A character is missing in group 2. Check that group again.',
      'extra character': 'Group 2 has one character too many. Check that group again.',
      'too short': `The ${groups.length - 2} groups typed are right, but the code goes on: type the groups missing at the end.`,
      'too long': `The code ends after group ${groups.length}: leave out what follows.`,
    });
    for (const words of Object.values(said)) expect(words).not.toBe(en['protocol/corrupted']);
  });

  it('says the same in Polish, each answer its own', async () => {
    await loadLanguage('pl');
    applyLanguage('pl');
    const said = cases.map(([, typed]) => answer(typed));
    expect(new Set(said).size).toBe(cases.length);
    expect(said[1]).toBe(
      'Kody nigdy nie zawierają znaku „U” (grupa 2, znak 3). Sprawdź ten znak jeszcze raz.',
    );
    expect(said[2]).toBe('Jeden znak w grupie 3 jest błędny. Sprawdź tę grupę jeszcze raz.');
    expect(said[4]).toBe('Brakuje grupy 2: grupy po niej są dobre. Wpisz ją na jej miejscu.');
    expect(said[8]).toContain(String(groups.length - 2));
    for (const words of said) expect(words).not.toMatch(/group|Check|\{/);
  });

  it('names the parts of a long code still missing, in both languages', async () => {
    const collector = { setId: 1, total: 4, chunks: [new Uint8Array(1), null, new Uint8Array(1), null] };
    expect(partsMissingText(collector)).toBe('Read 2 of 4 codes; still to scan or type: number 2, 4.');
    await loadLanguage('pl');
    applyLanguage('pl');
    expect(partsMissingText(collector)).toBe(
      'Odczytano 2 z 4 kodów; zostały do zeskanowania lub wpisania: numer 2, 4.',
    );
  });
});
