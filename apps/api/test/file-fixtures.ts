/** The first bytes of each kind of file the upload checks tell apart; enough for a type sniffer. */
export const SAMPLE_FILES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpeg: Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb004300', 'hex'),
  pdf: Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n', 'latin1'),
  /** A Windows executable's MZ header pointing at its PE signature. */
  exe: Buffer.concat([
    Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000', 'hex'),
    Buffer.alloc(24),
    Buffer.from('800000000e1fba0e00b409cd21b8014ccd21546869732070726f6772616d', 'hex'),
    Buffer.alloc(40),
    Buffer.from('50450000', 'hex'),
    Buffer.alloc(64),
  ]),
};
