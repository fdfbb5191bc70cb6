// The engine's own SHA-256 against @noble/hashes (ASCII, multi-byte UTF-8, surrogates, block edges).
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/engine';

const ref = (t: string): string => bytesToHex(sha256(utf8ToBytes(t)));

describe('sha256Hex', () => {
  it('matches @noble/hashes on lengths 0..300 and non-ASCII text', () => {
    const samples: string[] = [];
    for (let n = 0; n <= 300; n++) samples.push('x'.repeat(n));
    samples.push(
      'cap-at-six:salt-1-blue',
      'zażółć gęślą jaźń',
      '日本語',
      '😀 emoji',
      'lone \ud800 surrogate',
      '\udc00',
    );
    for (const t of samples) expect(sha256Hex(t)).toBe(ref(t));
  });
});
