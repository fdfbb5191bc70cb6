// The worst-case QR versions of `npm run qr-report` stay within the gates (QR_BUDGET) of their message types.
import { describe, expect, it } from 'vitest';
import { measureQrReport } from '../../scripts/qr-report';
import { QR_BUDGET } from '../../src/protocol/scan';

/** The message type of each report row. */
const TYPE_OF: Record<string, keyof typeof QR_BUDGET> = {
  invitation: 'invitation',
  'invitation-handshake': 'invitation',
  join: 'join',
  commitment: 'commitment',
  'commitment-round-1-handshake': 'commitment',
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
  it('keeps every worst case within its gate: orders version 4, invitation and join code 5', () => {
    for (const row of rows)
      expect([row.message, row.qrVersion]).toEqual([
        row.message,
        Math.min(row.qrVersion, QR_BUDGET[TYPE_OF[row.message]!]),
      ]);
    expect(QR_BUDGET.orders).toBe(4);
    expect(QR_BUDGET.invitation).toBe(5);
    expect(QR_BUDGET.join).toBe(5);
  });
});
