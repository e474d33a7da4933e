/**
 * Reads a zip archive's central directory (the index at its end) without unpacking anything: the
 * names and declared sizes of its entries. Used to refuse an .xlsx that would unpack to far more
 * than a 1000-row sheet needs before any of it is inflated.
 */
export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  /** General-purpose flags; bit 3 means a data descriptor follows the data. */
  flags: number;
  /** Where the entry's local header starts. */
  offset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
/** Zip64 marks sizes it moved elsewhere with 0xFFFFFFFF; no workbook under 5 MB needs that. */
const ZIP64 = 0xffffffff;

/** The entries, or `undefined` when the bytes are not a (plain, non-Zip64) zip archive. */
export function zipEntries(data: Uint8Array): ZipEntry[] | undefined {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  // The end record is 22 bytes plus a comment of at most 65535 bytes.
  const floor = Math.max(0, data.byteLength - 22 - 0xffff);
  let end = -1;
  for (let i = data.byteLength - 22; i >= floor; i--) {
    if (view.getUint32(i, true) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  let offset = view.getUint32(end + 16, true);
  if (offset === ZIP64 || offset + size > end) return undefined;
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (offset + 46 > end || view.getUint32(offset, true) !== DIRECTORY_ENTRY) return undefined;
    const flags = view.getUint16(offset + 8, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const uncompressedSize = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const local = view.getUint32(offset + 42, true);
    if (compressedSize === ZIP64 || uncompressedSize === ZIP64 || local === ZIP64) return undefined;
    const name = decoder.decode(data.subarray(offset + 46, offset + 46 + nameLength));
    entries.push({ name, compressedSize, uncompressedSize, flags, offset: local });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * The bytes of one entry as it sits in the archive (local header, data, data descriptor). A
 * streaming unzipper reads such records one after the other, so they can be handed to it in any
 * order. `undefined` when the record does not fit the archive.
 */
export function zipRecord(data: Uint8Array, entry: ZipEntry): Uint8Array | undefined {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const start = entry.offset;
  if (start + 30 > data.byteLength || view.getUint32(start, true) !== LOCAL_HEADER) return undefined;
  let end = start + 30 + view.getUint16(start + 26, true) + view.getUint16(start + 28, true) + entry.compressedSize;
  if (entry.flags & 0x08) end += end + 4 <= data.byteLength && view.getUint32(end, true) === DATA_DESCRIPTOR ? 16 : 12;
  return end <= data.byteLength ? data.subarray(start, end) : undefined;
}
