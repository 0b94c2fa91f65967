/**
 * Just enough of the protobuf wire format to read an ONNX model's graph and write a new one, so the
 * rewrite the server makes at load (float-model.ts) needs no Python or protobuf library.
 */
export interface Field {
  number: number;
  wireType: number;
  /** The raw bytes of a length-delimited field, or the varint value. */
  bytes?: Uint8Array;
  value?: bigint;
  /** The whole encoded field, tag included, to copy untouched. */
  raw: Uint8Array;
}

function readVarint(buf: Uint8Array, pos: number): [bigint, number] {
  let result = 0n;
  let shift = 0n;
  for (;;) {
    const b = buf[pos++];
    result |= BigInt(b & 0x7f) << shift;
    if (!(b & 0x80)) return [result, pos];
    shift += 7n;
  }
}

export function encodeVarint(value: bigint | number): Uint8Array {
  let v = BigInt(value);
  const out: number[] = [];
  do {
    let b = Number(v & 0x7fn);
    v >>= 7n;
    if (v) b |= 0x80;
    out.push(b);
  } while (v);
  return Uint8Array.from(out);
}

export function readFields(buf: Uint8Array): Field[] {
  const fields: Field[] = [];
  let pos = 0;
  while (pos < buf.length) {
    const start = pos;
    const [tag, afterTag] = readVarint(buf, pos);
    pos = afterTag;
    const number = Number(tag >> 3n);
    const wireType = Number(tag & 7n);
    const field: Partial<Field> = { number, wireType };
    if (wireType === 0) {
      [field.value, pos] = readVarint(buf, pos);
    } else if (wireType === 2) {
      const [len, afterLen] = readVarint(buf, pos);
      field.bytes = buf.subarray(afterLen, afterLen + Number(len));
      pos = afterLen + Number(len);
    } else if (wireType === 1 || wireType === 5) {
      // fixed64 / fixed32: kept as bytes (an unpacked float of a TensorProto is a fixed32).
      const size = wireType === 1 ? 8 : 4;
      field.bytes = buf.subarray(pos, pos + size);
      pos += size;
    } else throw new Error(`Unsupported protobuf wire type ${wireType}`);
    fields.push({ ...field, raw: buf.subarray(start, pos) } as Field);
  }
  return fields;
}

export function lengthDelimited(number: number, bytes: Uint8Array): Uint8Array {
  return concat([encodeVarint((number << 3) | 2), encodeVarint(bytes.length), bytes]);
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

export const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);
export const utf8 = (s: string) => new TextEncoder().encode(s);
