import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { captureTime, hasMarkup, sniffImageType } from './image-check';

const jpeg = readFileSync('e2e/fixtures/photos/after-1.jpg');
const png = readFileSync('e2e/fixtures/photos/after-2.png');

/** A PNG chunk (CRC not checked here). */
const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, data, Buffer.alloc(4)]);
};

describe('sniffImageType', () => {
  it.each([
    [jpeg.subarray(0, 16), 'image/jpeg'],
    [png.subarray(0, 16), 'image/png'],
    [Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'image/webp'],
    [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    [Buffer.from('GIF89a'), null],
    [Buffer.from(''), null],
  ])('%#: %s', (head, type) => expect(sniffImageType(head)).toBe(type));
});

describe('hasMarkup', () => {
  it('finds nothing in a camera JPEG or a plain PNG', () => {
    expect(hasMarkup(jpeg, 'image/jpeg')).toBe(false);
    expect(hasMarkup(png, 'image/png')).toBe(false);
  });

  it.each([
    '<script>alert(1)</script>',
    '<SVG onload=alert(1)>',
    '<?xml version="1.0"?>',
    '<html><body>',
    '<!DOCTYPE html>',
  ])('finds %s after the end of a JPEG', (markup) =>
    expect(hasMarkup(Buffer.concat([jpeg, Buffer.from(markup)]), 'image/jpeg')).toBe(true),
  );

  it('finds markup in a JPEG comment segment', () => {
    const comment = Buffer.from('<svg onload=alert(1)>');
    const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
    expect(hasMarkup(Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]), 'image/jpeg')).toBe(true);
  });

  it('finds markup in a PNG text chunk but not in compressed pixel data', () => {
    const iend = png.length - 12;
    const withText = Buffer.concat([
      png.subarray(0, iend),
      chunk('tEXt', Buffer.from('Comment\0<script>x</script>')),
      png.subarray(iend),
    ]);
    expect(hasMarkup(withText, 'image/png')).toBe(true);
    const withIdat = Buffer.concat([
      png.subarray(0, iend),
      chunk('IDAT', Buffer.from('..<svg ..')),
      png.subarray(iend),
    ]);
    expect(hasMarkup(withIdat, 'image/png')).toBe(false);
  });
});

describe('captureTime', () => {
  const wall = new Date(Date.UTC(2026, 10, 2, 10, 15, 0));
  it.each([
    [undefined, '2026-11-02T01:15:00.000Z'],
    ['+09:00', '2026-11-02T01:15:00.000Z'],
    ['-05:00', '2026-11-02T15:15:00.000Z'],
    ['+00:00', '2026-11-02T10:15:00.000Z'],
    ['garbage', '2026-11-02T01:15:00.000Z'],
  ])('with offset %s', (offset, iso) => expect(captureTime(wall, offset)?.toISOString()).toBe(iso));

  it('ignores unset camera clocks and dates in the future', () => {
    expect(captureTime(new Date(Date.UTC(1970, 0, 1)), undefined)).toBeNull();
    expect(captureTime(new Date(Date.now() + 7 * 86_400_000), '+00:00')).toBeNull();
    expect(captureTime(undefined, undefined)).toBeNull();
    expect(captureTime(new Date(NaN), undefined)).toBeNull();
  });
});
