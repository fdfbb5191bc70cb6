// Entry points for the camera and the keyboard: text ⇄ messages. Nothing here throws on input.

import { decodeMessage, encodeMessage, type Message } from './messages';
import { splitMessage } from './parts';
import { reject, type Rejection } from './rejection';
import { fromQrText, toQrText } from './text';
import { toTypedCode } from './typed-code';
import { checkTypedCode } from './typed-code-check';

/**
 * QR versions at EC M for worst-case content, checked by `npm run qr-report`, `npm run budgets` and the tests.
 * A commitment that carries one more 128-bit value (qrBudgetOf) has COMMITMENT_WITH_128_BITS_BUDGET.
 * A rarer, larger message still goes out as one code up to PART_VERSION.
 */
export const QR_BUDGET: Readonly<Record<Message['type'], number>> = {
  invitation: 5,
  commitment: 4,
  orders: 4,
  'round-record': 4,
  resync: 10,
  part: 10,
  join: 5,
  reveal: 5,
};

/**
 * The gate of a commitment that carries the table's War Chariot extra warlord commitment (R-W12) or round
 * 1's contribution (the setup handshake): 128 bits more than version 4 has room for beside the hash, the
 * frame and a start-of-round warlord's salt (src/protocol/README.md "Sizes").
 */
export const COMMITMENT_WITH_128_BITS_BUDGET = 5;

/** The QR version gate of one message: its type's, or COMMITMENT_WITH_128_BITS_BUDGET. */
export function qrBudgetOf(m: Message): number {
  if (m.type !== 'commitment') return QR_BUDGET[m.type];
  const extra = m.contribution !== undefined || m.actions.some((a) => a.type === 'commitWarlord');
  return extra ? COMMITMENT_WITH_128_BITS_BUDGET : QR_BUDGET.commitment;
}

/** Largest QR version shown: anything longer is split into numbered parts of at most this version. */
export const PART_VERSION = 10;

/** The QR texts to show for a message, in order: one, or numbered parts (each ≤ PART_VERSION). */
export function messageToQrTexts(m: Message): string[] {
  return splitMessage(m, PART_VERSION).map(toQrText);
}

/** The typed-code forms to show for a message (one per QR code, same split). */
export function messageToTypedCodes(m: Message): string[] {
  return splitMessage(m, PART_VERSION).map(toTypedCode);
}

/** The typed code of one message, without splitting. */
export function messageToTypedCode(m: Message): string {
  return toTypedCode(encodeMessage(m));
}

/** Reads scanned QR text; never throws. */
export function readQrText(text: string): { ok: true; message: Message } | Rejection {
  try {
    const t = fromQrText(text);
    if (!t.ok) return reject(t.failure === 'foreign' ? 'protocol/foreign' : 'protocol/corrupted', t.detail);
    return decodeMessage(t.bytes);
  } catch {
    return reject('protocol/corrupted', 'unexpected');
  }
}

/** Reads a typed code; never throws. A mistyped code's rejection says what is wrong (`typed`). */
export function readTypedCode(text: string): { ok: true; message: Message } | Rejection {
  try {
    const t = checkTypedCode(text);
    if (!t.ok) return { ...reject('protocol/corrupted', t.problem.code), typed: t.problem };
    return decodeMessage(t.bytes);
  } catch {
    return reject('protocol/corrupted', 'unexpected');
  }
}
