// A mistyped code is answered with what is wrong where that can be known.
import { describe, expect, it } from 'vitest';
import { crc32 } from '../../src/protocol/crc32';
import { toTypedCode } from '../../src/protocol/typed-code';
import { checkTypedCode } from '../../src/protocol/typed-code-check';

/** A frame as envelope.ts makes it: bytes, then the CRC-32 of them. */
function frame(length: number, seed: number): Uint8Array {
  const body = Uint8Array.from({ length }, (_, i) => (i * 37 + seed * 11 + 5) & 0xff);
  const out = new Uint8Array(length + 4);
  out.set(body);
  new DataView(out.buffer).setUint32(length, crc32(body));
  return out;
}

const bytes = frame(60, 1);
const code = toTypedCode(bytes);
const groups = code.split(' ');

/** The code with group `g` (1-based) replaced. */
const withGroup = (g: number, text: string) => groups.map((x, i) => (i === g - 1 ? text : x)).join(' ');
/** Another character than `ch` that the codes use. */
const other = (ch: string) => (ch === 'A' ? 'B' : 'A');

describe('checkTypedCode', () => {
  it('reads the grouped code, without spaces, in lower case and with dashes', () => {
    expect(groups.length).toBeGreaterThan(15);
    expect(groups.every((g, i) => g.length === 5 || i === groups.length - 1)).toBe(true);
    for (const typed of [code, code.replace(/ /g, ''), code.toLowerCase(), groups.join('-'), ` ${code}\n`]) {
      expect(checkTypedCode(typed)).toEqual({ ok: true, bytes });
    }
  });

  it('says nothing was typed', () => {
    expect(checkTypedCode('   ')).toEqual({ ok: false, problem: { code: 'typed/empty' } });
  });

  it('names a character the codes never use and where it is', () => {
    const g3 = groups[2]!;
    expect(checkTypedCode(withGroup(3, `${g3.slice(0, 3)}U${g3.slice(4)}`))).toEqual({
      ok: false,
      problem: { code: 'typed/bad-character', char: 'U', group: 3, place: 4 },
    });
    expect(checkTypedCode(`${code.slice(0, 6)}!${code.slice(7)}`)).toMatchObject({
      problem: { code: 'typed/bad-character', char: '!', group: 2, place: 1 },
    });
  });

  it('says which group has a wrong character (checksum per group), for every single typo', () => {
    for (let g = 1; g <= groups.length; g++) {
      const group = groups[g - 1]!;
      for (let place = 0; place < group.length; place++) {
        const typo = group.slice(0, place) + other(group[place]!) + group.slice(place + 1);
        expect(checkTypedCode(withGroup(g, typo))).toEqual({
          ok: false,
          problem: { code: 'typed/wrong-character', groups: [g] },
        });
      }
    }
    const two = withGroup(2, other(groups[1]![0]!) + groups[1]!.slice(1));
    const typos = two.split(' ');
    typos[6] = other(typos[6]![0]!) + typos[6]!.slice(1);
    expect(checkTypedCode(typos.join(' '))).toMatchObject({
      problem: { code: 'typed/wrong-character', groups: [2, 7] },
    });
  });

  it('finds a missing or an extra character in a group', () => {
    expect(checkTypedCode(withGroup(4, groups[3]!.slice(0, 2) + groups[3]!.slice(3)))).toEqual({
      ok: false,
      problem: { code: 'typed/missing-character', group: 4 },
    });
    expect(checkTypedCode(withGroup(5, `${groups[4]!.slice(0, 2)}7${groups[4]!.slice(2)}`))).toEqual({
      ok: false,
      problem: { code: 'typed/extra-character', group: 5 },
    });
  });

  it('finds a missing group and a group typed twice', () => {
    expect(checkTypedCode(groups.filter((_, i) => i !== 5).join(' '))).toEqual({
      ok: false,
      problem: { code: 'typed/missing-group', group: 6 },
    });
    const twice = [...groups.slice(0, 3), groups[2]!, ...groups.slice(3)].join(' ');
    expect(checkTypedCode(twice)).toEqual({ ok: false, problem: { code: 'typed/extra-group', group: 4 } });
  });

  it('says the code is too short when groups are missing at the end', () => {
    expect(checkTypedCode(groups.slice(0, -2).join(' '))).toEqual({
      ok: false,
      problem: { code: 'typed/too-short', groups: groups.length - 2 },
    });
  });

  it('says where the code ends when more was typed after it', () => {
    for (const extra of [' 7', ' 7Q2MK', ' 7Q2MK 0V3A9', '7Q']) {
      expect(checkTypedCode(code + extra)).toEqual({
        ok: false,
        problem: { code: 'typed/too-long', groups: groups.length },
      });
    }
  });

  it('says a lone character at the end cannot be a group', () => {
    // A frame whose last group is two characters (one data character and its check).
    const length = [56, 57, 58, 59, 60, 61, 62, 63].find(
      (n) => toTypedCode(frame(n, 3)).split(' ').at(-1)!.length === 2,
    )!;
    const short = toTypedCode(frame(length, 3));
    const lone = `${short.split(' ').slice(0, -1).join(' ')} ${short.split(' ').at(-1)![0]}`;
    expect(checkTypedCode(lone)).toEqual({
      ok: false,
      problem: { code: 'typed/last-group-short', group: short.split(' ').length },
    });
  });
});
