// The worst-case QR versions of `npm run qr-report` stay within the gates (QR_BUDGET) of their message types.
import { describe, expect, it } from 'vitest';
import { measureQrReport } from '../../scripts/qr-report';
import { COMMITMENT_WITH_128_BITS_BUDGET, QR_BUDGET } from '../../src/protocol/scan';

/** The gate of each report row: its message type's, or that of a commitment with one more 128-bit value. */
const GATE: Record<string, number> = {
  ...QR_BUDGET,
  'commitment-with-128-bits': COMMITMENT_WITH_128_BITS_BUDGET,
};
/** The gate of each report row. */
const TYPE_OF: Record<string, string> = {
  invitation: 'invitation',
  'invitation-handshake': 'invitation',
  join: 'join',
  commitment: 'commitment',
  'commitment-war-chariot-fill': 'commitment-with-128-bits',
  'commitment-round-1-handshake': 'commitment-with-128-bits',
  reveal: 'reveal',
  orders: 'orders',
  'orders-early-warlord': 'orders',
  'orders-early-extra-warlord': 'orders',
  'orders-war-chariot-secret': 'orders',
  'round-record': 'round-record',
  'round-record-war-chariot-secret': 'round-record',
  resync: 'part',
};

describe('qr-report', () => {
  const rows = measureQrReport();
  it('names every row', () => {
    expect(rows.map((r) => r.message).sort()).toEqual(Object.keys(TYPE_OF).sort());
  });
  it('keeps every worst case within its gate: commitment, orders and round record version 4, invitation and join code 5', () => {
    for (const row of rows)
      expect([row.message, row.qrVersion]).toEqual([
        row.message,
        Math.min(row.qrVersion, GATE[TYPE_OF[row.message]!]!),
      ]);
    expect(QR_BUDGET.commitment).toBe(4);
    expect(QR_BUDGET['round-record']).toBe(4);
    expect(COMMITMENT_WITH_128_BITS_BUDGET).toBe(5);
    expect(QR_BUDGET.orders).toBe(4);
    expect(QR_BUDGET.invitation).toBe(5);
    expect(QR_BUDGET.join).toBe(5);
  });
});
