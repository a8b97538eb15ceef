import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { IMAGE_KINDS, imageSize, imageSvg, renderImage } from '.';

describe('renderImage', () => {
  it.each(IMAGE_KINDS)('draws %s as a WebP of the kind’s size', async (kind) => {
    const meta = await sharp(await renderImage(kind, 1)).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      ...imageSize(kind),
    });
  });

  it('gives the same bytes for the same picture, drawn alone or alongside others', async () => {
    const alone = await renderImage('review-before', 4);
    const [together] = await Promise.all([
      renderImage('review-before', 4),
      renderImage('event-detail', 4),
      renderImage('doctor', 4),
    ]);
    expect(together.equals(alone)).toBe(true);
    expect(imageSvg('clinic-banner', 9)).toBe(imageSvg('clinic-banner', 9));
  });

  it.each(IMAGE_KINDS)('draws different %s pictures for different numbers', (kind) => {
    const svgs = Array.from({ length: 30 }, (_, n) => imageSvg(kind, n + 1));
    expect(new Set(svgs).size).toBe(svgs.length);
  });

  it('writes no text, so no font on the machine changes a picture', () => {
    for (const kind of IMAGE_KINDS) expect(imageSvg(kind, 1)).not.toMatch(/<text|<image|href=/);
  });
});

describe('review pictures', () => {
  // The skin over both cheeks (the face is centred on 240,262 and drawn two pixels to a face unit):
  // how red it is, and how uneven (spots make the green channel vary).
  const cheeks = async (image: Buffer) => {
    const out = { redness: 0, unevenness: 0 };
    for (const left of [160, 266]) {
      const crop = await sharp(image).extract({ left, top: 268, width: 54, height: 44 }).png().toBuffer();
      const [r, g] = (await sharp(crop).stats()).channels;
      out.redness += (r.mean - g.mean) / 2;
      out.unevenness += g.stdev / 2;
    }
    return out;
  };

  it.each([1, 2, 3, 17, 30])('show the same person before (red, spotted) and after (clear): #%i', async (n) => {
    const hair = (svg: string) => svg.match(/<linearGradient id="hair".*?<\/linearGradient>/)?.[0];
    expect(hair(imageSvg('review-before', n))).toBeDefined();
    expect(hair(imageSvg('review-after', n))).toBe(hair(imageSvg('review-before', n)));
    const [before, after] = [
      await cheeks(await renderImage('review-before', n)),
      await cheeks(await renderImage('review-after', n)),
    ];
    expect(before.redness).toBeGreaterThan(after.redness + 10);
    expect(before.unevenness).toBeGreaterThan(after.unevenness * 1.4);
  });
});
