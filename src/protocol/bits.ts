// Bit-level writer and reader for the compact message payloads (most significant bit first).

/** Thrown inside decoders only; every public decode catches it and returns a typed result. */
export class DecodeError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'DecodeError';
  }
}

/** Appends unsigned integers of a given bit width; `finish` pads the last byte with zeros. */
export class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private used = 0;

  /** Writes `value` (an integer 0 ≤ value < 2^width, width ≤ 32) in `width` bits. */
  write(value: number, width: number): this {
    if (!Number.isInteger(width) || width < 0 || width > 32) throw new RangeError(`bad width ${width}`);
    if (!Number.isInteger(value) || value < 0 || value >= 2 ** width) {
      throw new RangeError(`value ${value} does not fit in ${width} bits`);
    }
    for (let i = width - 1; i >= 0; i--) {
      const bit = Math.floor(value / 2 ** i) % 2;
      this.current = (this.current << 1) | bit;
      this.used++;
      if (this.used === 8) {
        this.bytes.push(this.current);
        this.current = 0;
        this.used = 0;
      }
    }
    return this;
  }

  /** Writes one boolean as a single bit. */
  bool(value: boolean): this {
    return this.write(value ? 1 : 0, 1);
  }

  /** Writes raw bytes, 8 bits each. */
  writeBytes(data: Uint8Array): this {
    for (const b of data) this.write(b, 8);
    return this;
  }

  /** Number of bits written so far. */
  get bitLength(): number {
    return this.bytes.length * 8 + this.used;
  }

  /** The bytes written, the last one padded with zero bits. */
  finish(): Uint8Array {
    const out = [...this.bytes];
    if (this.used > 0) out.push(this.current << (8 - this.used));
    return Uint8Array.from(out);
  }
}

/** Reads what a BitWriter wrote; any overrun or leftover non-zero padding is a DecodeError. */
export class BitReader {
  private pos = 0;

  constructor(private readonly data: Uint8Array) {}

  /** Reads an unsigned integer of `width` bits (≤ 32). */
  read(width: number): number {
    if (this.pos + width > this.data.length * 8) throw new DecodeError('truncated');
    let value = 0;
    for (let i = 0; i < width; i++) {
      const byte = this.data[this.pos >> 3] ?? 0;
      const bit = (byte >> (7 - (this.pos & 7))) & 1;
      value = value * 2 + bit;
      this.pos++;
    }
    return value;
  }

  /** Reads one bit as a boolean. */
  bool(): boolean {
    return this.read(1) === 1;
  }

  /** Reads an integer of `width` bits that must be below `limit`. */
  below(width: number, limit: number, what: string): number {
    const v = this.read(width);
    if (v >= limit) throw new DecodeError(`${what} out of range`);
    return v;
  }

  /** Reads `n` raw bytes. */
  readBytes(n: number): Uint8Array {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) out[i] = this.read(8);
    return out;
  }

  /** Bits not read yet. */
  get remaining(): number {
    return this.data.length * 8 - this.pos;
  }

  /** Requires that only zero padding (less than one byte) is left: encodings are canonical. */
  end(): void {
    const rest = this.remaining;
    if (rest >= 8) throw new DecodeError('trailing bytes');
    if (this.read(rest) !== 0) throw new DecodeError('non-zero padding');
  }
}
