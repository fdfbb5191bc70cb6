// Entry points for the camera and the keyboard: text ⇄ messages. Nothing here throws on input.

import { decodeMessage, encodeMessage, type Message } from './messages';
import { splitMessage } from './parts';
import { reject, type Rejection } from './rejection';
import { fromQrText, toQrText } from './text';
import { fromTypedCode, toTypedCode } from './typed-code';

/** QR budget of each message type (versions at EC M): parts of a longer message use the same limit. */
export const QR_BUDGET: Readonly<Record<Message['type'], number>> = {
  invitation: 6,
  commitment: 5,
  orders: 5,
  'round-record': 5,
  resync: 10,
  part: 10,
};

/** The QR texts to show for a message, in order: one, or numbered parts when it exceeds its budget. */
export function messageToQrTexts(m: Message): string[] {
  return splitMessage(m, QR_BUDGET[m.type]).map(toQrText);
}

/** The typed-code forms to show for a message (one per QR code, same split). */
export function messageToTypedCodes(m: Message): string[] {
  return splitMessage(m, QR_BUDGET[m.type]).map(toTypedCode);
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

/** Reads a typed code; never throws. The detail names the groups whose check character fails ("groups 2,5"). */
export function readTypedCode(text: string): { ok: true; message: Message } | Rejection {
  try {
    const t = fromTypedCode(text);
    if (!t.ok) return reject('protocol/corrupted', t.reason === 'bad-check' ? `groups ${t.groups.join(',')}` : t.reason);
    return decodeMessage(t.bytes);
  } catch {
    return reject('protocol/corrupted', 'unexpected');
  }
}
